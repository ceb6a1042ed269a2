import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext, testProjectConfig } from '../../testing/test-context.ts';

/** Stytch's own browser SDK sources (@stytch/vanilla-js; not in its exports: found beside its main entry). */
const stytchSource = (path: string) =>
  join(dirname(createRequire(import.meta.url).resolve('@stytch/vanilla-js')), '../esm-dev/packages', path);

interface RbacClient {
  allPermissions(): Promise<Record<string, string[]>>;
}

describe("bootstrap as Stytch's browser SDK reads it", () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('gives its RBAC client an empty policy: no permissions, and no console error on every page load', async () => {
    const token = testProjectConfig.public_token;
    const res = await t.app.request(`/sdk/v1/projects/bootstrap/${token}`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}`,
        origin: TEST_ORIGIN,
        'x-sdk-client': 'eyJ9',
      },
    });
    const { data } = await res.json();
    const { BootstrapDataManager } = await import(stytchSource('web/src/BootstrapDataManager.mjs'));
    const { HeadlessRBACClient } = await import(stytchSource('core/src/HeadlessClients/HeadlessRBACClient.mjs'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const rbac: RbacClient = new HeadlessRBACClient(
      { rbacPolicy: null },
      Promise.resolve(BootstrapDataManager.mapBootstrapData(data)),
      { getUser: () => null },
    );
    expect(await rbac.allPermissions()).toEqual({});
    expect(consoleError).not.toHaveBeenCalled();
  });
});
