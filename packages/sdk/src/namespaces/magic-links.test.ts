import { describe, expect, it } from 'vitest';
import { PUBLIC_TOKEN } from '../../test/fake-server.ts';
import { useHarness } from '../../test/harness.ts';
import { FoyerApiError } from '../errors.ts';

const h = useHarness();

describe('magicLinks', () => {
  it('email.loginOrCreate sends the email and the link options', async () => {
    const client = h.open();
    const answer = await client.magicLinks.email.loginOrCreate('ada@example.com', {
      login_magic_link_url: 'https://app.example.com/authenticate',
      signup_magic_link_url: 'https://app.example.com/authenticate',
      login_expiration_minutes: 30,
      signup_expiration_minutes: 30,
      create_user_as_pending: false,
    });
    expect(answer.status_code).toBe(200);
    expect(h.server.calls('POST /magic_links/email/login_or_create')).toMatchObject([
      {
        credentials: { user: PUBLIC_TOKEN, password: PUBLIC_TOKEN },
        body: {
          email: 'ada@example.com',
          login_magic_link_url: 'https://app.example.com/authenticate',
          signup_magic_link_url: 'https://app.example.com/authenticate',
          login_expiration_minutes: 30,
          signup_expiration_minutes: 30,
          create_user_as_pending: false,
        },
      },
    ]);
  });

  it('authenticate rejects a used link with the server error', async () => {
    const client = h.open();
    await client.magicLinks.authenticate('magic-link-token-0001', { session_duration_minutes: 30 });
    const error = await client.magicLinks
      .authenticate('magic-link-token-0001', { session_duration_minutes: 30 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerApiError);
    expect(error).toMatchObject({ error_type: 'magic_link_not_found' });
  });
});
