import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '../../store/projects.ts';
import { TestAuthenticator } from '../../testing/passkey-authenticator.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { ensureDevProject } from '../dev/dev-project.ts';
import { relyingPartyFor } from './relying-party.ts';

const HOST_PAGE = 'http://localhost:5399';

// Regression: "Create a Passkey" from a host app on its own port (the development project accepts any
// local port) answered 400 invalid_webauthn_response: the pattern `http://localhost:*` itself was
// handed to WebAuthn as the expected origin, and no browser ever writes that into client data.
describe('passkeys from a host page on its own local port (development project)', () => {
  let t: TestContext;
  let dataDir: string;
  let project: Project;
  let publicToken: string;
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-passkey-port-'));
    t = await createTestContext({ config: { mode: 'development', publicUrl: 'http://localhost:3000', dataDir } });
    const dev = await ensureDevProject(t.deps.db, t.clock, t.deps.config);
    project = dev.project;
    publicToken = dev.credentials.public_token;
  });
  afterEach(() => {
    t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (path: string, body: unknown, origin: string, sessionToken?: string) =>
    t.sdk(path, body, { origin, publicToken, sessionToken });

  async function register(pageOrigin: string, clientDataOrigin = pageOrigin) {
    const { session_token } = await signInNewUser(t.deps, project);
    const start = await call('/webauthn/register/start', { is_passkey: true }, pageOrigin, session_token);
    expect(start.status).toBe(200);
    const authenticator = new TestAuthenticator();
    const credential = authenticator.create(start.body.public_key_credential_creation_options, {
      origin: clientDataOrigin,
      rpId: 'localhost',
    });
    const res = await call('/webauthn/register', { public_key_credential: credential }, pageOrigin, session_token);
    return { res, authenticator };
  }

  it('registers a passkey from the page’s own port, and signs in with it from another port', async () => {
    const { res, authenticator } = await register(HOST_PAGE);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user.webauthn_registrations).toHaveLength(1);
    expect(res.body.user.webauthn_registrations[0].domain).toBe('localhost');

    const otherPage = 'http://localhost:5400';
    const start = await call('/webauthn/authenticate/start', { is_passkey: true }, otherPage);
    const assertion = authenticator.get(start.body.public_key_credential_request_options, {
      origin: otherPage,
      rpId: 'localhost',
    });
    const signIn = await call('/webauthn/authenticate', { public_key_credential: assertion }, otherPage);
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    expect(signIn.body.user_id).toBe(res.body.user_id);
  });

  it('returns 400 invalid_webauthn_response when the client data names another port than the page', async () => {
    const { res } = await register(HOST_PAGE, 'http://localhost:6000');
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('invalid_webauthn_response');
  });

  it('never hands a pattern to WebAuthn as an expected origin, and ignores the patterns in production', () => {
    expect(relyingPartyFor(t.deps, project, HOST_PAGE)).toEqual({
      id: 'localhost',
      name: 'Foyer demo',
      origins: ['http://localhost:3000', HOST_PAGE],
    });
    expect(relyingPartyFor(t.deps, project, 'https://evil.example').origins).toEqual(['http://localhost:3000']);
    expect(relyingPartyFor(t.deps, project, null).origins).toEqual(['http://localhost:3000']);
    const production = { ...t.deps, config: { ...t.deps.config, mode: 'production' as const } };
    expect(relyingPartyFor(production, project, HOST_PAGE).origins).toEqual(['http://localhost:3000']);
  });
});
