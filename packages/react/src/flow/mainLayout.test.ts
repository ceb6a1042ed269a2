import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import type { Product } from '../config/types.ts';
import { mainLayout } from './mainLayout.ts';
import type { ProductEntry, ProductRegistry } from './registry.ts';

const Stub = lazy(async () => ({ default: () => null }));
const formEntry = (id: string): ProductEntry => ({
  main: { kind: 'form', methods: [{ id, tabLabel: 'emailMagicLinks.emailLabel', Form: Stub }] },
  screens: {},
});
const registry: ProductRegistry = {
  oauth: { main: { kind: 'section', Section: Stub }, screens: {} },
  crypto: { main: { kind: 'section', Section: Stub }, screens: {} },
  emailMagicLinks: formEntry('emailMagicLinks'),
  otp: formEntry('otp'),
};

// A product's own section shows as its name.
const kinds = (products: Product[]) =>
  mainLayout(products, registry).map((section) => (section.kind === 'section' ? section.product : section.kind));

describe('mainLayout', () => {
  it('stacks sections in the configured order with an "or" divider between the groups', () => {
    expect(kinds(['oauth', 'crypto', 'emailMagicLinks'])).toEqual(['oauth', 'crypto', 'divider', 'form']);
    expect(kinds(['emailMagicLinks', 'oauth'])).toEqual(['form', 'divider', 'oauth']);
  });

  it('puts every form product into one form, at the first form product’s place', () => {
    const layout = mainLayout(['otp', 'oauth', 'emailMagicLinks'], registry);
    expect(layout.map((section) => section.kind)).toEqual(['form', 'divider', 'section']);
    const form = layout[0];
    expect(form?.kind === 'form' && form.methods.map((method) => method.id)).toEqual(['otp', 'emailMagicLinks']);
  });

  it('has no divider without both groups, and skips products with nothing on Main', () => {
    expect(kinds(['emailMagicLinks'])).toEqual(['form']);
    expect(kinds(['oauth', 'passkeys'])).toEqual(['oauth']);
  });
});
