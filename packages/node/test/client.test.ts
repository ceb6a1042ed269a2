import { testProjectConfig } from '@foyer/server/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFoyer, FoyerApiError } from '../src/index.ts';
import { type FoyerUnderTest, startFoyer } from './foyer-server.ts';

describe('createFoyer: the backend API client', () => {
  let foyer: FoyerUnderTest;
  beforeEach(async () => {
    foyer = await startFoyer();
  });
  afterEach(() => foyer.close());

  it('authenticates a session token and answers the session, the user and a fresh JWT', async () => {
    const browser = await foyer.signIn();
    const answer = await foyer.foyer.sessions.authenticate({ session_token: browser.sessionToken });
    expect(answer).toMatchObject({
      status_code: 200,
      user_id: browser.userId,
      session: { session_id: browser.sessionId },
      user: { user_id: browser.userId },
      session_token: browser.sessionToken,
    });
    expect(answer.session_jwt).not.toBe(browser.sessionJwt);
  });

  it('lists a user’s sessions, revokes one, then all', async () => {
    const first = await foyer.signIn();
    const second = await foyer.foyer.sessions.authenticate({ session_token: first.sessionToken });
    const listed = await foyer.foyer.sessions.list({ user_id: first.userId });
    expect(listed.sessions.map((s) => s.session_id)).toEqual([second.session.session_id]);

    await foyer.foyer.sessions.revoke({ session_jwt: first.sessionJwt });
    expect((await foyer.foyer.sessions.list({ user_id: first.userId })).sessions).toEqual([]);

    const again = await foyer.signIn();
    const all = await foyer.foyer.sessions.revokeAll({ user_id: again.userId });
    expect(all.revoked_session_ids).toEqual([again.sessionId]);
  });

  it('gets a user', async () => {
    const browser = await foyer.signIn();
    const user = await foyer.foyer.users.get(browser.userId);
    expect(user).toMatchObject({ status_code: 200, user_id: browser.userId, status: 'active' });
  });

  it('throws FoyerApiError with the error type, status and request id the server answered', async () => {
    const error = await foyer.foyer.sessions
      .authenticate({ session_token: 'session-token-nope' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FoyerApiError);
    expect(error).toMatchObject({ error_type: 'session_not_found', status_code: 404, name: 'FoyerApiError' });
    expect((error as FoyerApiError).request_id).toMatch(/^request-id-/);
    expect((error as FoyerApiError).error_message).toBe('The session is unknown, expired or revoked.');
  });

  it('keeps the old camelCase names as deprecated getters of the same values', async () => {
    const error = (await foyer.foyer.users.get('user-test-nope').catch((caught: unknown) => caught)) as FoyerApiError;
    expect(error.error_type).toBe('user_not_found');
    expect({ errorType: error.errorType, status: error.status, requestId: error.requestId }).toEqual({
      errorType: 'user_not_found',
      status: 404,
      requestId: error.request_id,
    });
  });

  it('throws unauthorized_credentials for a wrong secret, without the secret in the message', async () => {
    const wrong = createFoyer({
      projectId: testProjectConfig.project_id,
      secret: 'secret-test-wrong-but-long-enough-value',
      baseUrl: foyer.baseUrl,
    });
    const error = (await wrong.users.get('user-test-x').catch((caught: unknown) => caught)) as FoyerApiError;
    expect(error).toMatchObject({ error_type: 'unauthorized_credentials', status_code: 401 });
    expect(error.message).not.toContain('wrong-but-long');
  });

  it('accepts a base URL with a trailing slash', async () => {
    const slashed = createFoyer({
      projectId: testProjectConfig.project_id,
      secret: testProjectConfig.secret,
      baseUrl: `${foyer.baseUrl}/`,
    });
    const browser = await foyer.signIn();
    expect((await slashed.users.get(browser.userId)).user_id).toBe(browser.userId);
  });
});
