import '../../testing/setup.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FoyerConfig } from '../../config/types.ts';
import { apiError, type FakeClientOptions, fakeClient, signedInBody } from '../../testing/fakeClient.ts';
import { passwordInput, strengthAnswer } from '../../testing/passwords.tsx';
import { FoyerResetPassword } from '../../widgets/FoyerResetPassword.tsx';

beforeAll(async () => {
  await import('./index.ts');
});

afterEach(() => window.history.replaceState(null, '', '/'));

const WITH_LINKS: FoyerConfig = {
  products: ['passwords', 'emailMagicLinks'],
  sessionOptions: { sessionDurationMinutes: 45 },
};

async function openResetPage(search: string, answers: FakeClientOptions['answers'] = {}, config = WITH_LINKS) {
  window.history.replaceState(null, '', `/reset-password${search}`);
  const fake = fakeClient({
    answers: {
      'passwords.strengthCheck': () => strengthAnswer(),
      'passwords.resetByEmail': () => signedInBody(),
      ...answers,
    },
  });
  const onError = vi.fn();
  const user = userEvent.setup();
  render(<FoyerResetPassword client={fake.client} config={config} callbacks={{ onError }} />);
  await screen.findByRole('heading', { name: 'Set a new password' });
  return { ...fake, user, onError };
}

const SUCCESS = 'Success! You have successfully logged in.';

describe('the reset widget’s form', () => {
  it('checks the new password without an email and resets with the token, then shows Password confirmation', async () => {
    const { user, callsTo } = await openResetPage('?stytch_token_type=reset_password&token=tok_reset');
    const submit = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(passwordInput('New password'), 'violet-harbour-tangent-47');
    await vi.waitFor(() => expect(submit.disabled).toBe(false));
    expect(callsTo('passwords.strengthCheck').at(-1)).toEqual([{ password: 'violet-harbour-tangent-47' }]);
    await user.click(submit);
    await screen.findByRole('heading', { name: SUCCESS });
    expect(callsTo('passwords.resetByEmail')).toEqual([
      [{ token: 'tok_reset', password: 'violet-harbour-tangent-47', session_duration_minutes: 45 }],
    ]);
  });

  it('shows a refused reset’s error_message and reports it', async () => {
    const { user, onError } = await openResetPage('?stytch_token_type=reset_password&token=spent', {
      'passwords.resetByEmail': () => {
        throw apiError('password_reset_token_not_found', 'This reset link has already been used. Request a new one.');
      },
    });
    await user.type(passwordInput('New password'), 'violet-harbour-tangent-47');
    await vi.waitFor(() =>
      expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('This reset link has already been used. Request a new one.')).toHaveLength(2);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ error_type: 'password_reset_token_not_found' }));
    expect(screen.queryByRole('heading', { name: SUCCESS })).toBeNull();
  });

  it("'Login without a password' authenticates the same token as a magic link", async () => {
    const { user, callsTo } = await openResetPage('?stytch_token_type=reset_password&token=tok_reset');
    await user.click(screen.getByRole('button', { name: 'Login without a password' }));
    await screen.findByRole('heading', { name: SUCCESS });
    expect(callsTo('magicLinks.authenticate')).toEqual([['tok_reset', { session_duration_minutes: 45 }]]);
    expect(callsTo('passwords.resetByEmail')).toEqual([]);
  });

  it("has no 'Login without a password' without email links", async () => {
    await openResetPage('?stytch_token_type=reset_password&token=tok_reset', {}, { products: ['passwords'] });
    expect(screen.queryByRole('button', { name: 'Login without a password' })).toBeNull();
  });

  it('says the link is broken when it has no token', async () => {
    await openResetPage('?stytch_token_type=reset_password');
    expect(screen.getByRole('alert').textContent).toBe('This reset link is missing its token. Request a new one.');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
