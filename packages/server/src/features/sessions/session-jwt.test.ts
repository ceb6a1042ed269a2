import { SESSION_JWT_LIFETIME_SECONDS } from '@foyer/protocol';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { addOtherProject, otherProjectConfig, signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';
import { signCompactJws } from './compact-jws.ts';
import { verifySessionJwt } from './session-jwt.ts';
import { activeSigningKey } from './signing-keys.ts';

/** Flips one character of the signature: same header and claims, invalid signature. */
function tamperSignature(jwt: string): string {
  const [header, payload, signature = ''] = jwt.split('.');
  const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
  return `${header}.${payload}.${flipped}`;
}

/** Rewrites the payload, keeping the original signature. */
function tamperPayload(jwt: string, change: (claims: Record<string, unknown>) => void): string {
  const [header, payload, signature] = jwt.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
  change(claims);
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

describe('session JWTs', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('carries iss, aud = project id, sub = user, sid = session, and lives at most five minutes', async () => {
    const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 60 });
    const header = decodeProtectedHeader(signedIn.session_jwt);
    const claims = decodeJwt(signedIn.session_jwt);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: expect.stringMatching(/^jwk-/) });
    expect(claims).toMatchObject({
      iss: 'https://auth.host.example',
      aud: testProjectConfig.project_id,
      sub: signedIn.user_id,
      sid: signedIn.session.session_id,
    });
    expect(claims.exp).toBeDefined();
    expect(claims.iat).toBeDefined();
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(SESSION_JWT_LIFETIME_SECONDS);
  });

  it('never outlives the session it stands for', async () => {
    const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 30 });
    t.clock.advance(minutes(28));
    const res = await t.sdk('/sessions/authenticate', {}, { sessionToken: signedIn.session_token });
    const claims = decodeJwt(res.body.session_jwt);
    const sessionEnd = Math.floor(Date.parse(res.body.session.expires_at) / 1000);
    expect(claims.exp).toBe(sessionEnd);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThan(SESSION_JWT_LIFETIME_SECONDS);
  });

  it('refuses a JWT with a tampered signature with invalid_session_jwt', async () => {
    const signedIn = await signInNewUser(t.deps, t.project);
    const res = await t.sdk('/sessions/authenticate', { session_jwt: tamperSignature(signedIn.session_jwt) });
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('invalid_session_jwt');
  });

  it('refuses a JWT whose claims were changed after signing', async () => {
    const victim = await signInNewUser(t.deps, t.project);
    const attacker = await signInNewUser(t.deps, t.project);
    const forged = tamperPayload(attacker.session_jwt, (claims) => {
      claims.sid = victim.session.session_id;
    });
    const res = await t.sdk('/sessions/authenticate', { session_jwt: forged });
    expect(res.body.error_type).toBe('invalid_session_jwt');
  });

  it('refuses a JWT issued for another project (wrong audience)', async () => {
    const other = await addOtherProject(t.deps);
    const signedIn = await signInNewUser(t.deps, other);
    const res = await t.sdk('/sessions/authenticate', { session_jwt: signedIn.session_jwt });
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('invalid_session_jwt');
    // The same JWT is fine at its own project.
    const own = await t.sdk(
      '/sessions/authenticate',
      { session_jwt: signedIn.session_jwt },
      { publicToken: otherProjectConfig.public_token },
    );
    expect(own.status).toBe(200);
  });

  it('refuses a JWT naming a key this server never published, and garbage', async () => {
    const signedIn = await signInNewUser(t.deps, t.project);
    const [, payload, signature] = signedIn.session_jwt.split('.');
    const unknownKid = Buffer.from(JSON.stringify({ alg: 'ES256', kid: 'jwk-unknown', typ: 'JWT' })).toString(
      'base64url',
    );
    for (const jwt of [`${unknownKid}.${payload}.${signature}`, 'not-a-jwt', 'a.b.c']) {
      const res = await t.sdk('/sessions/authenticate', { session_jwt: jwt });
      expect(res.body.error_type, jwt).toBe('invalid_session_jwt');
    }
  });

  it('refuses an unsigned (alg none) JWT', async () => {
    const signedIn = await signInNewUser(t.deps, t.project);
    const [, payload] = signedIn.session_jwt.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const res = await t.sdk('/sessions/authenticate', { session_jwt: `${none}.${payload}.` });
    expect(res.body.error_type).toBe('invalid_session_jwt');
  });

  it('refuses what this server’s own key signed but a session JWT is not: another issuer or audience list, a critical extension, no sid', async () => {
    const signedIn = await signInNewUser(t.deps, t.project);
    const { kid, privateKey } = await activeSigningKey(t.deps);
    const claims = decodeJwt(signedIn.session_jwt);
    const signed = (change: Record<string, unknown>, header: Record<string, unknown> = {}) =>
      signCompactJws({ kid, typ: 'JWT', ...header }, { ...claims, ...change }, privateKey);
    // The control: the same key and claims pass.
    expect((await t.sdk('/sessions/authenticate', { session_jwt: signed({}) })).status).toBe(200);
    expect(
      (await t.sdk('/sessions/authenticate', { session_jwt: signed({ aud: ['other', t.project.projectId] }) })).status,
    ).toBe(200);
    for (const jwt of [
      signed({ iss: 'https://attacker.example' }),
      signed({ aud: ['other-project'] }),
      signed({ sid: undefined }),
      signed({}, { crit: ['exp'], exp: 1 }),
      signed({}, { b64: false }),
    ]) {
      const res = await t.sdk('/sessions/authenticate', { session_jwt: jwt });
      expect(res.body.error_type, JSON.stringify(decodeProtectedHeader(jwt))).toBe('invalid_session_jwt');
    }
  });

  it('checks expiry and not-before only where asked: a refresh takes an expired JWT, a strict check does not', async () => {
    const signedIn = await signInNewUser(t.deps, t.project);
    t.clock.advance(minutes(6));
    const strict = verifySessionJwt(t.deps, t.project, signedIn.session_jwt, { allowExpired: false });
    await expect(strict).rejects.toMatchObject({ type: 'invalid_session_jwt' });
    const refresh = await verifySessionJwt(t.deps, t.project, signedIn.session_jwt, { allowExpired: true });
    expect(refresh.sessionId).toBe(signedIn.session.session_id);
  });
});
