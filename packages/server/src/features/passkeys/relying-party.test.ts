import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upsertProject } from '../../store/projects.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';
import { relyingPartyFor } from './relying-party.ts';

/** Which pages a project's passkeys trust, from its settings and their defaults. */
describe('passkeys: the relying party of a project', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const project = (settings: Partial<typeof testProjectConfig>) =>
    upsertProject(t.deps.db, t.clock, { ...testProjectConfig, ...settings });

  it('trusts the authorized origins, under the first one’s host name and the project’s name', async () => {
    const rp = relyingPartyFor(
      t.deps,
      await project({ authorized_origins: ['https://app.host.example', 'https://www.host.example'] }),
    );
    expect(rp).toEqual({
      id: 'app.host.example',
      name: 'Test project',
      origins: ['https://app.host.example', 'https://www.host.example'],
    });
  });

  it('trusts only the webauthn origins when set, and takes the RP ID from the first of them', async () => {
    const rp = relyingPartyFor(t.deps, await project({ webauthn: { origins: ['https://login.host.example'] } }));
    expect(rp).toEqual({ id: 'login.host.example', name: 'Test project', origins: ['https://login.host.example'] });
  });

  it('falls back to the first authorized origin when the webauthn origins are an empty list', async () => {
    const rp = relyingPartyFor(t.deps, await project({ webauthn: { origins: [] } }));
    expect(rp).toEqual({ id: 'host.example', name: 'Test project', origins: ['https://host.example'] });
  });

  it('trusts only the server’s own public URL for a project without origins, never every page', async () => {
    const rp = relyingPartyFor(t.deps, await project({ authorized_origins: [] }));
    expect(rp).toEqual({ id: 'auth.host.example', name: 'Test project', origins: ['https://auth.host.example'] });
  });
});
