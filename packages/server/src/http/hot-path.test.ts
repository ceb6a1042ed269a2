import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInNewUser } from '../testing/sign-in.ts';
import { createTestContext, TEST_ORIGIN, type TestContext, testProjectConfig } from '../testing/test-context.ts';

/**
 * Issue 29: a session check pays for the work it needs, not for rebuilding objects around it. Two
 * layers once did: reading `c.req.raw.body` made the Node adapter build a WHATWG Request and a web
 * stream for every body, and `c.header()` after the answer existed rebuilt it as a second Response
 * (together about half the CPU of a session check). The checks below count both, through the whole
 * app, on the route the bench measures.
 */
describe('the session check’s hot path', () => {
  let t: TestContext;
  const RealResponse = globalThis.Response;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(async () => {
    globalThis.Response = RealResponse;
    await t.close();
  });

  it('reads the body without its stream and builds one Response, with every header and a good answer', async () => {
    const { session_token } = await signInNewUser(t.deps, t.project);
    const token = testProjectConfig.public_token;

    /** A request whose body stream counts who asks for it (the adapter's text() does not). */
    let streamReads = 0;
    class CountingRequest extends Request {
      override get body() {
        streamReads += 1;
        return super.body;
      }
    }
    let responses = 0;
    globalThis.Response = class extends RealResponse {
      constructor(...args: ConstructorParameters<typeof Response>) {
        super(...args);
        responses += 1;
      }
    };

    const body = JSON.stringify({ session_duration_minutes: 30 });
    const answer = await t.app.fetch(
      new CountingRequest('http://localhost/sdk/v1/sessions/authenticate', {
        method: 'POST',
        // Declared, as every HTTP/1.1 client declares a body it holds whole (a chunked one is read to count it).
        headers: {
          'content-length': String(Buffer.byteLength(body)),
          authorization: `Basic ${Buffer.from(`${token}:${session_token}`).toString('base64')}`,
          origin: TEST_ORIGIN,
          'content-type': 'application/json',
        },
        body,
      }),
    );
    globalThis.Response = RealResponse;

    expect(answer.status).toBe(200);
    expect(streamReads).toBe(0);
    expect(responses).toBe(1);
    // What the layers add is all there, set in place.
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      'access-control-allow-origin': TEST_ORIGIN,
      vary: 'Origin',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    expect(answer.headers.get('x-request-id')).toMatch(/\S/);
    const answered = (await answer.json()) as { session: { expires_at: string }; session_jwt: string };
    // Extended to 30 minutes from the check (the test clock runs on in real time meanwhile).
    expect(Date.parse(answered.session.expires_at) - t.clock.now()).toBeGreaterThan(29 * 60_000);
    expect(answered.session_jwt.split('.')).toHaveLength(3);
  });
});
