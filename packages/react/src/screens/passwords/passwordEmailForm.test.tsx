import '../../testing/setup.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, fakeClient } from '../../testing/fakeClient.ts';
import { PASSWORDS, reachCreateOrLogin } from '../../testing/passwords.tsx';
import { FoyerLogin } from '../../widgets/FoyerLogin.tsx';

beforeAll(async () => {
  await Promise.all([import('./index.ts'), import('../otp/index.ts'), import('../otp/phone/index.ts')]);
});

describe("Main's email-password tab", () => {
  it('keeps SMS beside the password tab and drops the email passcode tab', async () => {
    const { client } = fakeClient();
    render(
      <FoyerLogin
        client={client}
        config={{ products: ['passwords', 'otp'], otpOptions: { methods: ['sms', 'email'] } }}
      />,
    );
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Email', 'Text']);
  });

  it('drops the email magic link tab: passwords and email links show one email form, with no tabs', async () => {
    const { client } = fakeClient();
    render(<FoyerLogin client={client} config={{ products: ['emailMagicLinks', 'passwords'] }} />);
    await screen.findByRole('textbox', { name: 'Email' });
    expect(screen.queryByRole('tab')).toBeNull();
    screen.getByRole('button', { name: 'Continue' });
    expect(screen.queryByRole('button', { name: 'Continue with email' })).toBeNull();
  });

  it("says 'Invalid email address' for a bad email and looks nobody up", async () => {
    const { client, callsTo } = fakeClient({ answers: { 'user.search': () => ({ userType: 'new' }) } });
    const user = userEvent.setup();
    render(<FoyerLogin client={client} config={PASSWORDS} />);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email address');
    expect(callsTo('user.search')).toEqual([]);
  });

  it('looks the user up by email and shows the variant the answer names', async () => {
    const { callsTo } = await reachCreateOrLogin('new');
    expect(callsTo('user.search')).toEqual([['ada@example.com']]);
    screen.getByText('Finish creating your account by setting a password.');
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
  });

  it('shows a failed lookup in the banner above the form', async () => {
    const { client } = fakeClient({
      answers: {
        'user.search': () => {
          throw apiError('too_many_requests', 'Too many requests. Wait a moment and try again.');
        },
      },
    });
    const user = userEvent.setup();
    render(<FoyerLogin client={client} config={PASSWORDS} />);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The banner above the form, and an error toast (docs/behaviour.md#errors).
    expect(await screen.findAllByText('Too many requests. Wait a moment and try again.')).toHaveLength(2);
    screen.getByRole('textbox', { name: 'Email' });
  });

  it('the back arrow returns to Main with the address still typed', async () => {
    const { user } = await reachCreateOrLogin('password');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const field = (await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
    expect(field.value).toBe('ada@example.com');
    expect(field.readOnly).toBe(false);
  });
});
