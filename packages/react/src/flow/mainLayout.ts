import type { Product } from '../config/types.ts';
import { type LoginMethod, PRODUCT_REGISTRY, type ProductRegistry } from './registry.ts';

/** A block of Main, top to bottom. */
export type MainSection =
  | { kind: 'section'; product: Product }
  | { kind: 'form'; methods: LoginMethod[]; passkeyAutofill?: boolean }
  | { kind: 'passkey'; product: Product }
  | { kind: 'divider' };

/** What Main's layout depends on besides the config. */
export interface MainLayoutOptions {
  /**
   * Whether the browser offers passkey autofill (conditional mediation); undefined while that is
   * still being checked, when no passkey entry point is shown yet.
   */
  passkeyAutofill?: boolean | undefined;
}

/**
 * Main's sections in the order of the configured products (docs/behaviour.md#main-screen): a product's own section
 * (social buttons, wallets) where it is listed, one login form (holding every form product's methods) where the
 * first form product is listed, and an 'or' divider between the group of sections and the form.
 * Passkeys add 'Login with a Passkey' at the top, unless the browser supports passkey autofill and
 * a form exists: then the form's input carries the passkey request instead.
 */
export function mainLayout(
  products: readonly Product[],
  registry: ProductRegistry = PRODUCT_REGISTRY,
  options: MainLayoutOptions = {},
): MainSection[] {
  const sections: MainSection[] = [];
  const methods = products.flatMap((product) => {
    const main = registry[product]?.main;
    return main?.kind === 'form' ? main.methods : [];
  });
  for (const product of products) {
    const main = registry[product]?.main;
    if (!main) continue;
    if (main.kind === 'passkey') continue;
    if (main.kind === 'form') {
      if (!sections.some((section) => section.kind === 'form')) sections.push({ kind: 'form', methods });
    } else if (!sections.some((section) => section.kind === 'section' && section.product === product)) {
      sections.push({ kind: main.kind, product });
    }
  }
  const withDividers = sections.flatMap((section, index) => {
    const previous = sections[index - 1];
    const crossesGroups = previous && (previous.kind === 'form') !== (section.kind === 'form');
    return crossesGroups ? [{ kind: 'divider' } as const, section] : [section];
  });
  return withPasskeys(withDividers, products, registry, options.passkeyAutofill);
}

function withPasskeys(
  sections: MainSection[],
  products: readonly Product[],
  registry: ProductRegistry,
  autofill: boolean | undefined,
): MainSection[] {
  const product = products.find((p) => registry[p]?.main?.kind === 'passkey');
  if (!product || autofill === undefined) return sections;
  const hasForm = sections.some((section) => section.kind === 'form');
  if (autofill && hasForm) {
    return sections.map((section) => (section.kind === 'form' ? { ...section, passkeyAutofill: true } : section));
  }
  return [{ kind: 'passkey', product }, ...sections];
}
