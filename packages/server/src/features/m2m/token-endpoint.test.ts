import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';
import { M2M_TOKEN_REQUESTS_PER_MINUTE } from './issue-token.ts';

const PROJECT = testProjectConfig.project_id;

describe('POST /v1/public/{project_id}/oauth2/token (client credentials, RFC 6749 §4.4)', () => {
  let t: TestContext;
  afterEach(() => t.close());

  async function newClient(scopes: string[]) {
    const created = await t.backend('/m2m/clients', { scopes });
    expect(created.status).toBe(200);
    const client = created.body.m2m_client as { client_id: string; client_secret: string };
    return { id: client.client_id, secret: client.client_secret };
  }
  const token = (body: string | object, headers: Record<string, string> = {}, project = PROJECT) =>
    t.app.request(`/v1/public/${project}/oauth2/token`, {
      method: 'POST',
      headers: {
        'content-type': typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('takes a form with HTTP Basic or JSON, and refuses as RFC 6749 §5.2 says, with the catalogue’s fields too', async () => {
    t = await createTestContext({ clock: 'stopped' });
    const client = await newClient(['read:users']);
    const basic = `Basic ${Buffer.from(`${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`).toString('base64')}`;

    const byBasic = await token('grant_type=client_credentials&scope=read%3Ausers', { authorization: basic });
    expect(byBasic.status).toBe(200);
    expect(byBasic.headers.get('cache-control')).toBe('no-store');
    expect(await byBasic.json()).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      access_token: expect.any(String),
    });
    const byJson = await token({
      grant_type: 'client_credentials',
      client_id: client.id,
      client_secret: client.secret,
    });
    expect(byJson.status).toBe(200);

    const refusals: [Response, number, string][] = [
      [await token('grant_type=password&username=a&password=b'), 400, 'unsupported_grant_type'],
      [await token(`grant_type=client_credentials&client_id=${client.id}&client_secret=nope`), 401, 'invalid_client'],
      // The client's own credentials under another project's id: no one's.
      [
        await token(
          { grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret },
          {},
          'project-test-other',
        ),
        401,
        'invalid_client',
      ],
      [
        await token('grant_type=client_credentials&scope=write%3Ausers', { authorization: basic }),
        400,
        'invalid_scope',
      ],
    ];
    for (const [answer, status, error] of refusals) {
      const body = (await answer.json()) as Record<string, unknown>;
      expect({ status: answer.status, body }).toMatchObject({
        status,
        body: {
          error,
          error_type: error,
          error_description: expect.any(String),
          error_message: body.error_description,
        },
      });
      expect(JSON.stringify(body)).not.toContain(client.secret);
    }
    const both = await token(`grant_type=client_credentials&client_id=${client.id}&client_secret=x`, {
      authorization: basic,
    });
    expect(both.status).toBe(400);
  });

  it('is no session: the backend’s session check refuses the token; and a client is limited per minute', async () => {
    t = await createTestContext({ clock: 'stopped' });
    const client = await newClient(['read:users']);
    const form = `grant_type=client_credentials&client_id=${client.id}&client_secret=${encodeURIComponent(client.secret)}`;
    const { access_token } = (await (await token(form)).json()) as { access_token: string };
    const asSession = await t.backend('/sessions/authenticate', { session_jwt: access_token });
    expect(asSession.status).toBe(401);
    expect(asSession.body.error_type).toBe('invalid_session_jwt');

    for (let sent = 1; sent < M2M_TOKEN_REQUESTS_PER_MINUTE; sent += 1) expect((await token(form)).status).toBe(200);
    const limited = await token(form);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client of the project is not held back by this one.
    const other = await newClient(['read:users']);
    expect(
      (await token({ grant_type: 'client_credentials', client_id: other.id, client_secret: other.secret })).status,
    ).toBe(200);
    t.clock.advance(60_000);
    expect((await token(form)).status).toBe(200);
  });
});
