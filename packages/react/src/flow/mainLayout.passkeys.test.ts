import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import type { Product } from '../config/types.ts';
import { mainLayout } from './mainLayout.ts';
import type { ProductRegistry } from './registry.ts';

const Stub = lazy(async () => ({ default: () => null }));
const registry: ProductRegistry = {
  oauth: { main: { kind: 'section', Section: Stub }, screens: {} },
  emailMagicLinks: {
    main: { kind: 'form', methods: [{ id: 'eml', tabLabel: 'emailMagicLinks.emailLabel', Form: Stub }] },
    screens: {},
  },
  passkeys: { main: { kind: 'passkey', Button: Stub, Autofill: Stub }, screens: {} },
};

const kinds = (products: Product[], passkeyAutofill?: boolean) =>
  mainLayout(products, registry, { passkeyAutofill }).map((section) =>
    section.kind === 'form' && section.passkeyAutofill ? 'form+autofill' : section.kind,
  );

describe('mainLayout with passkeys', () => {
  it('puts the passkey button at the top, wherever passkeys are listed, without autofill', () => {
    expect(kinds(['emailMagicLinks', 'passkeys'], false)).toEqual(['passkey', 'form']);
    expect(kinds(['oauth', 'emailMagicLinks', 'passkeys'], false)).toEqual(['passkey', 'section', 'divider', 'form']);
  });

  it('hands passkeys to the form’s input instead when the browser supports autofill', () => {
    expect(kinds(['passkeys', 'emailMagicLinks'], true)).toEqual(['form+autofill']);
  });

  it('keeps the button when autofill is supported but there is no form', () => {
    expect(kinds(['oauth', 'passkeys'], true)).toEqual(['passkey', 'section']);
  });

  it('shows no passkey entry point while support is still being checked', () => {
    expect(kinds(['emailMagicLinks', 'passkeys'], undefined)).toEqual(['form']);
  });
});
