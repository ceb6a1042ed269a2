import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness.ts';
import { FoyerSdkError } from '../errors.ts';

const h = useHarness();

describe('webauthn', () => {
  it('update renames a registration with PUT', async () => {
    const client = h.open({ refreshSession: false });
    await client.magicLinks.authenticate('magic-link-token-0001', { session_duration_minutes: 30 });
    await client.webauthn.update({ webauthn_registration_id: 'webauthn-registration-test-0001', name: 'Work laptop' });
    expect(h.server.calls('PUT /webauthn/update/webauthn-registration-test-0001')).toMatchObject([
      { body: { name: 'Work laptop' } },
    ]);
  });

  it.each([
    ['register', (c: ReturnType<typeof h.open>) => c.webauthn.register({ is_passkey: true })],
    ['authenticate', (c: ReturnType<typeof h.open>) => c.webauthn.authenticate({ session_duration_minutes: 30 })],
    ['browserSupportsAutofill', (c: ReturnType<typeof h.open>) => c.webauthn.browserSupportsAutofill()],
  ])('%s rejects as not implemented yet, without calling the server', async (_, call) => {
    const error = await call(h.open()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerSdkError);
    expect(error).toMatchObject({ code: 'not_implemented' });
    expect(h.server.requests.filter((r) => r.path !== '/events')).toEqual([]);
  });
});
