import { testProjectConfig } from '@foyer/server/testing';
import { generateKeyPair, SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serviceCaller } from '../examples/m2m.ts';
import { createFoyer } from '../src/index.ts';
import { type FoyerUnderTest, startFoyer, TEST_ISSUER } from './foyer-server.ts';

describe('verifyM2MToken', () => {
  let foyer: FoyerUnderTest;
  beforeEach(async () => {
    foyer = await startFoyer();
  });
  afterEach(() => foyer.close());

  /** A client of the test project and a token it got from the server's token endpoint. */
  async function clientToken(scopes: string[], asked?: string[]) {
    const created = await foyer.t.backend('/m2m/clients', { scopes });
    const { client_id, client_secret } = created.body.m2m_client as { client_id: string; client_secret: string };
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id, client_secret });
    if (asked) form.set('scope', asked.join(' '));
    const answer = await fetch(`${foyer.baseUrl}/v1/public/${testProjectConfig.project_id}/oauth2/token`, {
      method: 'POST',
      body: form,
    });
    const { access_token } = (await answer.json()) as { access_token: string };
    return { clientId: client_id, token: access_token };
  }

  it('accepts the server’s token with the scopes it grants (the README’s check), and refuses what it does not grant', async () => {
    const { clientId, token } = await clientToken(['read:users', 'write:*'], ['read:users', 'write:*']);
    expect(await serviceCaller(foyer.foyer, `Bearer ${token}`, 'read:users')).toEqual({
      clientId,
      scopes: ['read:users', 'write:*'],
    });
    // write:* grants any write, as Stytch's default check.
    await expect(serviceCaller(foyer.foyer, `Bearer ${token}`, 'write:invoices')).resolves.toMatchObject({ clientId });
    await expect(serviceCaller(foyer.foyer, `Bearer ${token}`, 'delete:users')).rejects.toMatchObject({
      error_type: 'invalid_scope',
      status_code: 403,
      error_message: 'The M2M token lacks the scope delete:users.',
    });
    const narrow = await clientToken(['read:users', 'write:users'], ['read:users']);
    await expect(foyer.foyer.verifyM2MToken(narrow.token, { requiredScopes: ['write:users'] })).rejects.toMatchObject({
      error_type: 'invalid_scope',
    });
    await expect(serviceCaller(foyer.foyer, undefined, 'read:users')).rejects.toMatchObject({
      error_type: 'unauthorized_credentials',
    });
  });

  it('refuses hostile tokens: a session JWT, another project’s, an expired one, a foreign key, alg none', async () => {
    const { token } = await clientToken(['read:users']);
    const refused = (promise: Promise<unknown>, why: RegExp) =>
      expect(promise).rejects.toMatchObject({
        error_type: 'unauthorized_credentials',
        status_code: 401,
        error_message: expect.stringMatching(why),
      });

    // Signed by the same keys, but a session: never taken for an M2M token.
    const browser = await foyer.signIn();
    await refused(foyer.foyer.verifyM2MToken(browser.sessionJwt), /not an M2M access token/);
    // The same server, another project's audience.
    // (A project with the same keys: its key set is this server's, only the audience differs.)
    const otherProject = createFoyer({
      projectId: 'project-test-other',
      secret: 'x',
      baseUrl: foyer.baseUrl,
      issuer: TEST_ISSUER,
      fetch: (url, init) => fetch(String(url).replace('project-test-other', testProjectConfig.project_id), init),
    });
    await refused(otherProject.verifyM2MToken(token), /aud/);
    // An hour and more later.
    const later = createFoyer({
      projectId: testProjectConfig.project_id,
      secret: testProjectConfig.secret,
      baseUrl: foyer.baseUrl,
      issuer: TEST_ISSUER,
      now: () => Date.now() + 3601_000 + 5_000,
    });
    await refused(later.verifyM2MToken(token), /expired/);

    const [header] = token.split('.');
    const { kid } = JSON.parse(Buffer.from(header as string, 'base64url').toString()) as { kid: string };
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ scope: 'read:users' })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuer(TEST_ISSUER)
      .setAudience(testProjectConfig.project_id)
      .setSubject('m2m-client-test-forged')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    await refused(foyer.foyer.verifyM2MToken(forged), /signature/);
    const payload = token.split('.')[1];
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    await refused(foyer.foyer.verifyM2MToken(none), /./);
  });
});
