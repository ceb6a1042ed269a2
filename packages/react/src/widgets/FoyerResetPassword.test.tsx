import '../testing/setup.ts';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeClient } from '../testing/fakeClient.ts';
import { FoyerResetPassword } from './FoyerResetPassword.tsx';

function visit(search: string) {
  window.history.replaceState(null, '', `/reset-password${search}`);
}

afterEach(() => visit(''));

describe('FoyerResetPassword', () => {
  it('signs in with a login token and shows the password confirmation', async () => {
    visit('?stytch_token_type=login&token=tok_123');
    const { client, callsTo } = fakeClient();
    render(<FoyerResetPassword client={client} config={{ sessionOptions: { sessionDurationMinutes: 60 } }} />);
    await screen.findByRole('heading', { name: 'Success! You have successfully logged in.' });
    expect(callsTo('magicLinks.authenticate')).toEqual([['tok_123', { session_duration_minutes: 60 }]]);
  });

  it('uses the 30-minute default session', async () => {
    visit('?stytch_token_type=login&token=tok_123');
    const { client, callsTo } = fakeClient();
    render(<FoyerResetPassword client={client} config={{}} />);
    await screen.findByRole('heading', { name: 'Success! You have successfully logged in.' });
    expect(callsTo('magicLinks.authenticate')[0]?.[1]).toEqual({ session_duration_minutes: 30 });
  });

  it('shows a failed login link’s error_message and reports it', async () => {
    visit('?stytch_token_type=login&token=spent');
    const onError = vi.fn();
    const { client } = fakeClient({
      answers: {
        'magicLinks.authenticate': () => {
          throw apiError('magic_link_already_used', 'This login link has already been used. Request a new one.');
        },
      },
    });
    render(<FoyerResetPassword client={client} config={{}} callbacks={{ onError }} />);
    const messages = await screen.findAllByText('This login link has already been used. Request a new one.');
    expect(messages).toHaveLength(2); // the form's message and an error toast (docs/behaviour.md#errors)
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ error_type: 'magic_link_already_used' }));
  });

  it('leaves a reset token to the reset form without calling the server', async () => {
    visit('?stytch_token_type=reset_password&token=tok_reset');
    const { client, calls } = fakeClient();
    render(<FoyerResetPassword client={client} config={{ products: ['passwords'] }} />);
    await screen.findByRole('heading', { name: 'Set a new password' });
    expect(calls.filter((call) => call.method !== 'getBootstrap')).toEqual([]);
  });
});
