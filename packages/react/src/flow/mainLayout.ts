import type { Product } from '../config/types.ts';
import { type LoginMethod, PRODUCT_REGISTRY, type ProductEntry } from './registry.ts';

/** A block of Main, top to bottom. */
export type MainSection =
  | { kind: 'social' | 'crypto'; product: Product }
  | { kind: 'form'; methods: LoginMethod[] }
  | { kind: 'divider' };

/**
 * Main's sections in the order of the configured products (spec §2): social and crypto sections
 * where their product is listed, one login form (holding every form product's methods) where the
 * first form product is listed, and an 'or' divider between the social/crypto group and the form.
 */
export function mainLayout(
  products: readonly Product[],
  registry: Partial<Record<Product, ProductEntry>> = PRODUCT_REGISTRY,
): MainSection[] {
  const sections: MainSection[] = [];
  const methods = products.flatMap((product) => {
    const main = registry[product]?.main;
    return main?.kind === 'form' ? main.methods : [];
  });
  for (const product of products) {
    const main = registry[product]?.main;
    if (!main) continue;
    if (main.kind === 'form') {
      if (!sections.some((section) => section.kind === 'form')) sections.push({ kind: 'form', methods });
    } else if (!sections.some((section) => section.kind === main.kind)) {
      sections.push({ kind: main.kind, product });
    }
  }
  return sections.flatMap((section, index) => {
    const previous = sections[index - 1];
    const crossesGroups = previous && (previous.kind === 'form') !== (section.kind === 'form');
    return crossesGroups ? [{ kind: 'divider' } as const, section] : [section];
  });
}
