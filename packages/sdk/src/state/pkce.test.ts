import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiError, PUBLIC_TOKEN } from '../../test/fake-server.ts';
import { useHarness } from '../../test/harness.ts';
import { pkceKey } from './pkce.ts';

const h = useHarness();
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
type Body = { code_challenge?: string; code_verifier?: string };
const bodies = (route: string) => h.server.calls(route).map((call) => call.body as Body);

describe('PKCE: links, resets and OAuth finish only in the browser that asked', () => {
  it('sends a magic link’s S256 challenge, then its verifier with authenticate, and forgets it after', async () => {
    const client = h.open();
    await client.magicLinks.email.loginOrCreate('ada@example.com');
    // A resend keeps the same challenge: the first email's link still works here.
    await client.magicLinks.email.loginOrCreate('ada@example.com');
    const [first, second] = bodies('POST /magic_links/email/login_or_create');
    expect(first?.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(second?.code_challenge).toBe(first?.code_challenge);
    expect(localStorage.getItem(pkceKey(PUBLIC_TOKEN, 'magic_links'))).not.toBeNull();

    await client.magicLinks.authenticate('magic-link-token-0001', { session_duration_minutes: 30 });
    const [sent] = bodies('POST /magic_links/authenticate');
    expect(sent?.code_verifier).toMatch(/^[\w-]{43}$/);
    expect(s256(sent?.code_verifier ?? '')).toBe(first?.code_challenge);
    expect(localStorage.getItem(pkceKey(PUBLIC_TOKEN, 'magic_links'))).toBeNull();
  });

  it('sends no verifier for a link this browser never asked for (the host’s backend sent it)', async () => {
    await h.open().magicLinks.authenticate('magic-link-token-0001', { session_duration_minutes: 30 });
    expect(bodies('POST /magic_links/authenticate')[0]).not.toHaveProperty('code_verifier');
  });

  it('binds a reset to its verifier, and the reset email’s login link falls back to the magic link’s', async () => {
    const client = h.open();
    await client.passwords.resetByEmailStart({ email: 'ada@example.com' });
    await client.magicLinks.email.loginOrCreate('ada@example.com');
    const resetChallenge = bodies('POST /passwords/email/reset/start')[0]?.code_challenge;
    const linkChallenge = bodies('POST /magic_links/email/login_or_create')[0]?.code_challenge;
    expect(resetChallenge).not.toBe(linkChallenge);

    // The token was the magic link's: the reset's verifier is refused (the token stays unused), the next one fits.
    h.server.override('POST /magic_links/authenticate', () => apiError('pkce_mismatch'));
    await client.magicLinks.authenticate('magic-link-token-0001', { session_duration_minutes: 30 });
    const [tried, used] = bodies('POST /magic_links/authenticate');
    expect(s256(tried?.code_verifier ?? '')).toBe(resetChallenge);
    expect(s256(used?.code_verifier ?? '')).toBe(linkChallenge);

    await client.passwords.resetByEmail({
      token: 'reset-token-0001',
      password: 'a new password 2026',
      session_duration_minutes: 30,
    });
    expect(s256(bodies('POST /passwords/email/reset')[0]?.code_verifier ?? '')).toBe(resetChallenge);
  });

  it('puts the OAuth challenge on the start URL and as One Tap’s nonce, and its verifier on authenticate', async () => {
    const client = h.open();
    const start = new URL(await client.oauth.startUrl('Google'));
    const challenge = start.searchParams.get('code_challenge');
    expect(challenge).toMatch(/^[\w-]{43}$/);
    expect(await client.oauth.googleOneTapNonce()).toBe(challenge);
    await client.oauth.authenticate('oauth-token-0001', { session_duration_minutes: 30 });
    expect(s256(bodies('POST /oauth/authenticate')[0]?.code_verifier ?? '')).toBe(challenge);
  });

  it('keeps each project’s verifiers apart in localStorage', () => {
    expect(pkceKey('public-token-a', 'oauth')).not.toBe(pkceKey('public-token-b', 'oauth'));
  });
});
