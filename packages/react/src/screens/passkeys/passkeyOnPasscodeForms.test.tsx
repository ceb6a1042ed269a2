import '../../testing/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FoyerConfig } from '../../config/types.ts';
import {
  AUTOFILL_SUPPORTED,
  heldPasskeyRequest,
  PASSKEY_CONFIRMATION,
  PASSKEY_SIGNED_IN,
} from '../../testing/passkeys.ts';
import { preloadChunks } from '../../testing/preloadChunks.ts';
import { renderLogin } from '../../testing/renderLogin.tsx';

// The chunks these tests render, loaded before them (a busy machine timed the tests out).
preloadChunks(
  () => import('./index.ts'),
  () => import('../otp/index.ts'),
  () => import('../otp/phone/index.ts'),
);

// Regression: with passcode forms and passkeys (products=otp,passkeys) and a browser offering
// passkey autofill, Main hid 'Login with a Passkey' but the passcode fields never took the passkey
// request, so no passkey could be used at all.

const otpWithPasskeys = (methods: ('sms' | 'whatsapp' | 'email')[]): FoyerConfig => ({
  products: ['otp', 'passkeys'],
  otpOptions: { methods },
});

describe('passkeys beside the passcode forms', () => {
  it('gives the email passcode field autocomplete="username webauthn" and signs in through autofill', async () => {
    const held = heldPasskeyRequest();
    const { callsTo } = renderLogin(
      { config: otpWithPasskeys(['email']) },
      { answers: { ...AUTOFILL_SUPPORTED, 'webauthn.authenticate': held.answer } },
    );
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('autocomplete')).toBe('username webauthn'));
    await waitFor(() => expect(callsTo('webauthn.authenticate')).toHaveLength(1));
    expect(callsTo('webauthn.authenticate')[0]?.[0]).toMatchObject({ conditional_mediation: true, is_passkey: true });
    held.finish(PASSKEY_SIGNED_IN);
    await screen.findByRole('heading', { name: PASSKEY_CONFIRMATION });
    expect(screen.queryByRole('button', { name: 'Login with a Passkey' })).toBeNull();
  });

  it('gives the phone field autocomplete="tel-national webauthn" and signs in through autofill', async () => {
    const held = heldPasskeyRequest();
    const { callsTo } = renderLogin(
      { config: otpWithPasskeys(['sms']) },
      { answers: { ...AUTOFILL_SUPPORTED, 'webauthn.authenticate': held.answer } },
    );
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(phone.getAttribute('autocomplete')).toBe('tel-national webauthn'));
    await waitFor(() => expect(callsTo('webauthn.authenticate')).toHaveLength(1));
    held.finish(PASSKEY_SIGNED_IN);
    await screen.findByRole('heading', { name: PASSKEY_CONFIRMATION });
  });

  it('stops the background request when a passcode is asked for by phone', async () => {
    const held = heldPasskeyRequest();
    const { user, callsTo } = renderLogin(
      { config: otpWithPasskeys(['sms']) },
      { answers: { ...AUTOFILL_SUPPORTED, 'webauthn.authenticate': held.answer } },
    );
    await waitFor(() => expect(held.signal).toBeDefined());
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '2025550123');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    expect(held.signal?.aborted).toBe(true);
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(callsTo('otps.sms.loginOrCreate')).toHaveLength(1);
    expect(screen.queryByText(/Unknown error/)).toBeNull();
  });

  it('puts “Login with a Passkey” above the passcode form when the browser has no passkey autofill', async () => {
    const { user } = renderLogin(
      { config: otpWithPasskeys(['email']) },
      { answers: { 'webauthn.authenticate': () => PASSKEY_SIGNED_IN } },
    );
    const button = await screen.findByRole('button', { name: 'Login with a Passkey' });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(button.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(email.getAttribute('autocomplete')).toBe('email');
    await user.click(button);
    await screen.findByRole('heading', { name: PASSKEY_CONFIRMATION });
  });
});
