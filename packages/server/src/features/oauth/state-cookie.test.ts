import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.ts';
import { secureCookiesWork } from './state-cookie.ts';

const at = (publicUrl: string) => ({ config: { publicUrl } }) as AppDeps;

describe('the OAuth state cookie’s prefix', () => {
  it.each([
    ['https (or a TLS front, FOYER_PUBLIC_URL https)', 'https://auth.example.com', true],
    ['http://localhost, which Chromium treats as secure', 'http://localhost:3000', true],
    ['http://127.0.0.1, likewise (tried with Debian’s Chromium)', 'http://127.0.0.1:3000', true],
    ['plain http on another host, where browsers drop Secure cookies', 'http://auth.internal:3000', false],
  ])('for %s (%s): Secure, with __Host-: %s', (_name, publicUrl, secure) => {
    expect(secureCookiesWork(at(publicUrl))).toBe(secure);
  });
});
