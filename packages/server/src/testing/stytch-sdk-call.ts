import { type JsonBody, TEST_ORIGIN, type TestContext, testProjectConfig } from './test-context.ts';

/**
 * Calls the SDK API as Stytch's browser SDK does: its X-SDK-Client header, the session (or the
 * public token) in Basic auth. Answers the parsed JSON with the status and headers.
 */
export async function stytchSdkCall(
  t: TestContext,
  path: string,
  init: { method?: string; body?: unknown; rawBody?: string; session?: string } = {},
) {
  const token = testProjectConfig.public_token;
  const res = await t.app.request(`/sdk/v1${path}`, {
    method: init.method ?? (init.body === undefined && init.rawBody === undefined ? 'GET' : 'POST'),
    headers: {
      authorization: `Basic ${Buffer.from(`${token}:${init.session ?? token}`).toString('base64')}`,
      'content-type': 'application/json',
      origin: TEST_ORIGIN,
      'x-sdk-client': 'eyJ9',
    },
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as JsonBody };
}
