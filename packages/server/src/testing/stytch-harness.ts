import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, expect } from 'vitest';
import { type StytchCallOutcome, type StytchNodeClient, startStytchNodeClient } from './stytch-node-client.ts';
import { createTestContext, type TestContext, testProjectConfig } from './test-context.ts';
import { startTlsFront, type TlsFront } from './tls-front.ts';

/** Foyer behind a TLS front with Stytch's Node client pointed at it, for one describe block. */
export interface StytchHarness {
  /** The Foyer test context (its public URL is the https front, the JWT issuer the client expects). */
  readonly t: TestContext;
  /** Calls a client method by path; resolves to its result or the error it threw. */
  call(path: string, ...args: unknown[]): Promise<StytchCallOutcome>;
  /** The result of a call that must succeed (the thrown error's fields in the failure message otherwise). */
  // biome-ignore lint/suspicious/noExplicitAny: the client's answers are checked by the tests' assertions
  ok(path: string, ...args: unknown[]): Promise<any>;
}

/**
 * Registers beforeAll/afterAll hooks that start a throwaway CA and https front, a Foyer app behind it
 * and the `stytch` client (from npm) in a child process trusting that CA, as a team moving from
 * Stytch would point it: `custom_base_url` = Foyer's https URL, the project id and secret.
 */
export function useStytchNodeClient(): StytchHarness {
  let front: TlsFront | undefined;
  let context: TestContext | undefined;
  let server: ServerType | undefined;
  let client: StytchNodeClient | undefined;

  beforeAll(async () => {
    front = await startTlsFront();
    context = await createTestContext({ config: { publicUrl: front.url } });
    const app = context.app;
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    front.pointAt((server.address() as AddressInfo).port);
    client = startStytchNodeClient({
      baseUrl: front.url,
      caPath: front.ca.caPath,
      projectId: testProjectConfig.project_id,
      secret: testProjectConfig.secret,
    });
  });

  afterAll(async () => {
    await client?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await front?.close();
    await context?.close();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`the Stytch harness has no ${what}: use it inside the describe block's tests`);
    return value;
  };
  const call = (path: string, ...args: unknown[]) => started(client, 'client').call(path, ...args);
  return {
    get t() {
      return started(context, 'test context');
    },
    call,
    async ok(path, ...args) {
      const outcome = await call(path, ...args);
      expect(outcome.error, `${path} threw`).toBeUndefined();
      return outcome.result;
    },
  };
}
