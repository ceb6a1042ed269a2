import '../../testing/setup.ts';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '../../testing/fakeClient.ts';
import { PASSWORDS, RESET_REQUEST, reachCreateOrLogin } from '../../testing/passwords.tsx';

beforeAll(async () => {
  await Promise.all([import('./index.ts'), import('../emailMagicLinks/index.ts')]);
});

/** Reaches the forgot screen from the existing-password variant. */
async function reachForgot(config = PASSWORDS, answers = {}) {
  const reached = await reachCreateOrLogin('password', { answers }, config);
  await reached.user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
  await screen.findByRole('heading', { name: 'Forgot Password?' });
  return reached;
}

describe('password forgot', () => {
  it("'Resend email' sends the reset email again and confirms with the 'Email resent' toast", async () => {
    const { user, callsTo } = await reachForgot();
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    await screen.findByText('Email resent');
    expect(callsTo('passwords.resetByEmailStart')).toEqual([[RESET_REQUEST], [RESET_REQUEST]]);
  });

  it("offers 'Login without a password' only when email links are configured", async () => {
    await reachForgot();
    expect(screen.queryByRole('button', { name: 'Login without a password' })).toBeNull();
  });

  it("'Login without a password' emails a login link and shows Email Confirmation", async () => {
    const config = {
      ...PASSWORDS,
      products: ['passwords' as const, 'emailMagicLinks' as const],
      emailMagicLinksOptions: { loginRedirectURL: 'https://app.example.com/authenticate' },
    };
    const { user, callsTo } = await reachForgot(config);
    await user.click(screen.getByRole('button', { name: 'Login without a password' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(callsTo('magicLinks.email.loginOrCreate')).toEqual([
      ['ada@example.com', expect.objectContaining({ login_magic_link_url: 'https://app.example.com/authenticate' })],
    ]);
  });

  it('shows a failed resend and reports it', async () => {
    let calls = 0;
    const { user } = await reachForgot(PASSWORDS, {
      'passwords.resetByEmailStart': () => {
        calls += 1;
        if (calls > 1) throw apiError('too_many_requests', 'Too many reset emails for this address. Try again later.');
        return { status_code: 200, request_id: 'r' };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findAllByText('Too many reset emails for this address. Try again later.')).toHaveLength(2);
    expect(screen.queryByText('Email resent')).toBeNull();
  });

  it('the back arrow returns to Main', async () => {
    const { user } = await reachForgot();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Sign up or log in' });
  });
});
