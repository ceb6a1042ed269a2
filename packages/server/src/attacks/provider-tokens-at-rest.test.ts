import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resealOAuthProviderValues } from '../features/oauth/provider-values-at-rest.ts';
import { createSecretBox } from '../security/secret-box.ts';
import { CALLBACK, cookiesFrom, oauthContext, roundTrip, startSignIn } from '../testing/oauth.ts';
import { signInAtProvider, type TestOidcProvider } from '../testing/oidc-provider.ts';
import type { TestContext } from '../testing/test-context.ts';

// Regression: "keep … any stored provider secret encrypted at rest". Between the OAuth callback and
// oauth.authenticate (up to 10 minutes), the provider's access and ID tokens wait in oauth_tokens:
// whoever reads the database file or a backup then holds the user's tokens at the provider.
describe('a reader of the database, between the OAuth callback and the exchange', () => {
  let t: TestContext;
  let provider: TestOidcProvider;
  oauthContext((context) => {
    ({ t, provider } = context);
    provider.accounts.set('ada', { sub: 'ada', email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace' });
  });

  /** What a raw SELECT shows of the waiting provider tokens. */
  const storedValues = async () =>
    (await t.deps.db.selectFrom('oauth_tokens').select('provider_values').execute()).map((r) => r.provider_values);

  const signIn = async () => (await roundTrip(t, 'oidc', 'ada')).searchParams.get('token') ?? '';
  const exchange = (token: string) => t.sdk('/oauth/authenticate', { token });

  it('finds only ciphertext, and the exchange still hands the provider’s tokens over once', async () => {
    const token = await signIn();
    const [stored] = await storedValues();
    expect(stored).toMatch(/^foyer-sealed:v1:[0-9a-f]{16}:[\w-]+$/);

    const answer = await exchange(token);
    expect(answer.status).toBe(200);
    const { access_token, id_token } = answer.body.provider_values;
    expect(id_token.split('.')).toHaveLength(3);
    expect(access_token.length).toBeGreaterThan(10);
    // Neither token, nor any piece of one, was readable in the row.
    for (const secret of [access_token, id_token, ...id_token.split('.')]) expect(stored).not.toContain(secret);
    expect(await storedValues()).toEqual([null]);
  });

  // Between the start and the callback the sign-in's PKCE verifier waits in oauth_states: with it, a
  // reader of the database who also caught the provider's code (a leaked redirect) could redeem it.
  it('finds the PKCE verifier of a sign-in in flight sealed too, and the provider still accepts it', async () => {
    const start = await startSignIn(t, 'oidc');
    expect(start.status).toBe(302);
    const storedVerifier = async () =>
      (await t.deps.db.selectFrom('oauth_states').select('code_verifier').executeTakeFirstOrThrow()).code_verifier;
    const sealed = await storedVerifier();
    expect(sealed).toMatch(/^foyer-sealed:v1:[0-9a-f]{16}:[\w-]+$/);

    // The real provider checks the verifier against the challenge it was sent: the opened one matches.
    const callback = await signInAtProvider(start.headers.get('location') ?? '', {
      accountId: 'ada',
      stopAt: CALLBACK,
    });
    const back = await t.app.request(callback.pathname + callback.search, { headers: { cookie: cookiesFrom(start) } });
    expect(back.status).toBe(302);
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('token')).toMatch(/^oauth-token-/);
    expect(await storedVerifier()).toBe('');
  });

  it('still opens them during a key rotation (the previous key), and the start seals them with the new key', async () => {
    const key1 = randomBytes(32);
    const key2 = randomBytes(32);
    t.deps.secrets = createSecretBox({ current: key1, previous: null });
    const first = await signIn();
    const second = await signIn();

    // Rotated: FOYER_SECRETS_KEY is new, the old one is FOYER_SECRETS_KEY_PREVIOUS.
    t.deps.secrets = createSecretBox({ current: key2, previous: key1 });
    const before = await exchange(first);
    expect(before.status).toBe(200);
    expect(before.body.provider_values.id_token.split('.')).toHaveLength(3);

    // The start seals what is left with the new key; then the new key alone opens it.
    expect(await resealOAuthProviderValues(t.deps)).toBe(1);
    t.deps.secrets = createSecretBox({ current: key2, previous: null });
    const after = await exchange(second);
    expect(after.status).toBe(200);
    expect(after.body.provider_values.id_token.split('.')).toHaveLength(3);
  });

  it('opens a row stored in the clear by an older server, and the start seals it', async () => {
    const token = await signIn();
    const [sealed] = await storedValues();
    const [row] = await t.deps.db.selectFrom('oauth_tokens').select('token_hash').execute();
    const plaintext = t.deps.secrets.open(sealed as string, `oauth_tokens.provider_values:${row?.token_hash}`);
    await t.deps.db.updateTable('oauth_tokens').set({ provider_values: plaintext }).execute();

    expect(await resealOAuthProviderValues(t.deps)).toBe(1);
    const [resealed] = await storedValues();
    expect(resealed).toMatch(/^foyer-sealed:v1:/);
    expect(resealed).not.toContain(JSON.parse(plaintext).access_token);
    const answer = await exchange(token);
    expect(answer.status).toBe(200);
    expect(answer.body.provider_values).toEqual(JSON.parse(plaintext));
  });

  it('opens a row stored in the clear even before any start sealed it (a rolling upgrade)', async () => {
    const token = await signIn();
    const [sealed] = await storedValues();
    const [row] = await t.deps.db.selectFrom('oauth_tokens').select('token_hash').execute();
    const plaintext = t.deps.secrets.open(sealed as string, `oauth_tokens.provider_values:${row?.token_hash}`);
    await t.deps.db.updateTable('oauth_tokens').set({ provider_values: plaintext }).execute();
    const answer = await exchange(token);
    expect(answer.status).toBe(200);
    expect(answer.body.provider_values).toEqual(JSON.parse(plaintext));
  });

  it('does not open a sealed value copied into another sign-in’s row', async () => {
    const first = await signIn();
    const second = await signIn();
    const rows = await t.deps.db.selectFrom('oauth_tokens').select(['oauth_token_id', 'provider_values']).execute();
    const [a, b] = rows;
    // The attacker with write access swaps the sealed values between the two rows.
    await t.deps.db
      .updateTable('oauth_tokens')
      .set({ provider_values: b?.provider_values ?? null })
      .where('oauth_token_id', '=', a?.oauth_token_id as string)
      .execute();
    const answer = await exchange(first);
    expect(answer.status).toBe(500);
    expect(answer.body.provider_values).toBeUndefined();
    expect((await exchange(second)).status).toBe(200);
  });
});
