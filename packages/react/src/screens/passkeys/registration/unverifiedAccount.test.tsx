import '../../../testing/setup.ts';
import { ERROR_CATALOGUE } from '@foyer/protocol/errors';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { apiError, fakeClient } from '../../../testing/fakeClient.ts';
import { preloadChunks } from '../../../testing/preloadChunks.ts';
import { FoyerPasskeyRegistration } from '../../../widgets/FoyerPasskeyRegistration.tsx';

// The chunks these tests render, loaded before them (a busy machine timed the tests out).
preloadChunks(() => import('../index.ts'));

it('tells a user whose email is not verified to verify it first, not to try again', async () => {
  const onError = vi.fn();
  const { client } = fakeClient({
    answers: {
      'user.get': () => ({
        user_id: 'user-1',
        created_at: '2026-01-05T10:00:00.000Z',
        status: 'active',
        name: { first_name: '', last_name: '' },
        emails: [{ email_id: 'email-1', email: 'ada@example.com', verified: false }],
        phone_numbers: [],
        webauthn_registrations: [],
        providers: [],
        crypto_wallets: [],
        password: { password_id: 'password-1', requires_reset: false },
      }),
      'webauthn.register': () => {
        // The server's own words may differ (a host can run an older server); the widget's string shows.
        throw apiError('unverified_account', 'Forbidden');
      },
    },
  });
  const user = userEvent.setup();
  render(<FoyerPasskeyRegistration client={client} callbacks={{ onError }} />);
  await user.click(await screen.findByRole('button', { name: 'Create a Passkey' }));

  const message = ERROR_CATALOGUE.unverified_account.message;
  expect((await screen.findByRole('alert')).textContent).toBe(message);
  expect(onError).toHaveBeenCalledWith({ error_type: 'unverified_account', error_message: message });
});
