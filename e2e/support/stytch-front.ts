import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import { startTlsFront, type TlsFront } from '../../packages/server/src/testing/tls-front.ts';

/**
 * The https front on 443 that Stytch's browser SDKs need (their customBaseUrl keeps only the host
 * name), for one spec file: started before its first test, closed after its last. Two stytch-*.spec.ts
 * files may run in the two workers at once; the second waits until the first has let the port go.
 */
export function useStytchFront(): { readonly url: string; readonly front: TlsFront } {
  let front: TlsFront | undefined;
  test.beforeAll(async ({ baseURL }) => {
    // The other file's tests may hold the port for a minute or two.
    test.setTimeout(240_000);
    // The probe is cheap; the start makes certificates, and may still lose a race for the port.
    const take = async () => {
      if (!(await portIsFree())) return false;
      front = await startTlsFront({ port: 443 }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE') return undefined;
        throw error;
      });
      return Boolean(front);
    };
    await expect.poll(take, { timeout: 230_000, message: 'port 443 should come free' }).toBe(true);
    front?.pointAt(Number(new URL(baseURL ?? '').port));
  });
  test.afterAll(async () => {
    await front?.close();
  });
  return {
    get url() {
      return (front as TlsFront).url;
    },
    get front() {
      return front as TlsFront;
    },
  };
}

/** Whether 443 can be bound on 127.0.0.1 now (a cheap probe: the front's certificates cost more). */
function portIsFree(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(443, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
