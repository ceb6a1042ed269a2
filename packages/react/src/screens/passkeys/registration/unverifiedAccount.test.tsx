import '../../../testing/setup.ts';
import type { UserData } from '@foyer/protocol';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeClient } from '../../../testing/fakeClient.ts';
import { preloadChunks } from '../../../testing/preloadChunks.ts';
import { FoyerPasskeyRegistration } from '../../../widgets/FoyerPasskeyRegistration.tsx';

// The chunks these tests render, loaded before them (a busy machine timed the tests out).
preloadChunks(() => import('../index.ts'));

// Regression: a user whose email is not verified was offered 'Create a Passkey', then refused (403
// unverified_account) with advice to sign in with a link or code, which a widget configured for
// OAuth + passwords + passkeys does not offer. The server's ownership policy refuses a session
// whose identifiers are all unproven; the widget now does not offer what would be refused.

const VERIFY_FIRST = 'A passkey can be added once your email address or phone number is verified.';

function userWith(emails: UserData['emails'], phone_numbers: UserData['phone_numbers'] = []): UserData {
  return {
    user_id: 'user-1',
    created_at: '2026-01-05T10:00:00.000Z',
    status: 'active',
    name: { first_name: '', last_name: '' },
    emails,
    phone_numbers,
    webauthn_registrations: [],
    providers: [],
    crypto_wallets: [],
    password: { password_id: 'password-1', requires_reset: false },
  };
}

const UNVERIFIED = userWith([{ email_id: 'email-1', email: 'ada@example.com', verified: false }]);

describe('passkey registration for a user with no verified email or phone', () => {
  it('does not offer a passkey: says why, without advising a link or code, and keeps Skip', async () => {
    const onEvent = vi.fn();
    const { client, callsTo } = fakeClient({ answers: { 'user.get': () => UNVERIFIED } });
    const user = userEvent.setup();
    render(<FoyerPasskeyRegistration client={client} callbacks={{ onEvent }} />);
    await screen.findByText(VERIFY_FIRST);
    expect(screen.queryByRole('button', { name: 'Create a Passkey' })).toBeNull();
    expect(screen.queryByText(/link|passcode|code/i)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'PASSKEY_DONE', data: {} });
    expect(screen.queryByRole('button', { name: 'Set up another Passkey' })).toBeNull();
    expect(callsTo('webauthn.register')).toEqual([]);
  });

  it('offers a passkey once a phone number is verified, though the email is not', async () => {
    const { client } = fakeClient({
      answers: {
        'user.get': () =>
          userWith(UNVERIFIED.emails, [{ phone_id: 'phone-1', phone_number: '+12025550123', verified: true }]),
      },
    });
    render(<FoyerPasskeyRegistration client={client} />);
    await screen.findByRole('button', { name: 'Create a Passkey' });
    expect(screen.queryByText(VERIFY_FIRST)).toBeNull();
  });

  it('still explains a 403 unverified_account from the server in the same words, and reports it', async () => {
    const onError = vi.fn();
    const verified = userWith([{ email_id: 'email-1', email: 'ada@example.com', verified: true }]);
    const { client } = fakeClient({
      answers: {
        'user.get': () => verified,
        'webauthn.register': () => {
          // The server's own words may differ (a host can run an older server); the widget's string shows.
          throw apiError('unverified_account', 'Forbidden');
        },
      },
    });
    const user = userEvent.setup();
    render(<FoyerPasskeyRegistration client={client} callbacks={{ onError }} />);
    await user.click(await screen.findByRole('button', { name: 'Create a Passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(VERIFY_FIRST);
    expect(onError).toHaveBeenCalledWith({ error_type: 'unverified_account', error_message: VERIFY_FIRST });
  });
});
