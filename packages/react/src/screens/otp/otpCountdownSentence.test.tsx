import '../../testing/setup.ts';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FoyerStrings } from '../../strings/en.ts';
import { fakeClient } from '../../testing/fakeClient.ts';
import { FoyerLogin } from '../../widgets/FoyerLogin.tsx';

// Lazy chunks can take over a second to load on a busy machine; 3 s keeps findBy* about the widget.
configure({ asyncUtilTimeout: 3_000 });

beforeAll(async () => {
  await import('./index.ts');
});

async function countdownWith(strings: Partial<FoyerStrings>) {
  const user = userEvent.setup();
  render(
    <FoyerLogin
      client={fakeClient().client}
      config={{ products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 2 } }}
      strings={strings}
    />,
  );
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue with email' }));
  await screen.findByRole('heading', { name: 'Enter passcode' });
  return document.querySelector('.foyer-countdown')?.textContent;
}

describe('OTP Authenticate’s countdown sentence', () => {
  it('is one string a translator may reorder: the question first, the time inside', async () => {
    const text = await countdownWith({ 'otp.expiresInPrompt': 'Nothing yet? The code works for {time} more.' });
    expect(text).toMatch(/^Nothing yet\? The code works for (2:00|1:59) more\. Resend code$/);
  });
});
