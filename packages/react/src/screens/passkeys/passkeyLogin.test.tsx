import '../../testing/setup.ts';
import type { ErrorType } from '@foyer/protocol';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FoyerConfig } from '../../config/types.ts';
import { apiError } from '../../testing/fakeClient.ts';
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
  () => import('../emailMagicLinks/index.ts'),
  () => import('../oauth/index.ts'),
);

import { PASSKEY_AUTOFILL_ATTEMPTS } from './constants.ts';

const WITH_PASSKEYS: FoyerConfig = { products: ['emailMagicLinks', 'passkeys'] };

/** An SDK-side refusal of the browser ceremony, shaped like the sdk's FoyerSdkError. */
const browserRefusal = () =>
  Object.assign(new Error('The passkey authentication did not complete.'), {
    name: 'FoyerSdkError',
    code: 'webauthn_failed',
  });

describe('passkeys on Main', () => {
  describe('without autofill support', () => {
    it('puts “Login with a Passkey” at the top and signs in with it', async () => {
      const { user, callsTo } = renderLogin(
        { config: WITH_PASSKEYS },
        { answers: { 'webauthn.authenticate': () => PASSKEY_SIGNED_IN } },
      );
      const button = await screen.findByRole('button', { name: 'Login with a Passkey' });
      const email = await screen.findByRole('textbox', { name: 'Email' });
      expect(button.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(email.getAttribute('autocomplete')).toBe('email');

      await user.click(button);
      await screen.findByRole('heading', { name: PASSKEY_CONFIRMATION });
      expect(callsTo('webauthn.authenticate')).toEqual([
        [{ session_duration_minutes: 30, is_passkey: true, conditional_mediation: false }],
      ]);
    });

    it('shows the unknown-error message for an empty response, and clears it on success', async () => {
      const answers = [null, PASSKEY_SIGNED_IN];
      const { user } = renderLogin(
        { config: WITH_PASSKEYS },
        { answers: { 'webauthn.authenticate': () => answers.shift() ?? null } },
      );
      await user.click(await screen.findByRole('button', { name: 'Login with a Passkey' }));
      const message = 'Unknown error occurred during passkey authentication. Please try again.';
      await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
      expect(document.querySelector('.foyer-banner')?.textContent).toBe(message);
      await user.click(screen.getByRole('button', { name: 'Login with a Passkey' }));
      await screen.findByRole('heading', { name: PASSKEY_CONFIRMATION });
      // The form error is cleared.
      expect(document.querySelector('.foyer-banner')).toBeNull();
    });

    it('shows the unknown-error message for an API error', async () => {
      const { user } = renderLogin(
        { config: WITH_PASSKEYS },
        {
          answers: {
            'webauthn.authenticate': () => {
              throw apiError('invalid_webauthn_response', 'The passkey response could not be verified.');
            },
          },
        },
      );
      await user.click(await screen.findByRole('button', { name: 'Login with a Passkey' }));
      expect(
        (await screen.findAllByText('Unknown error occurred during passkey authentication. Please try again.')).length,
      ).toBeGreaterThan(0);
      expect(screen.queryByText('The passkey response could not be verified.')).toBeNull();
    });

    it('explains a passkey deleted from the account, and reports it to onError', async () => {
      const onError = vi.fn();
      const { user } = renderLogin(
        { config: WITH_PASSKEYS, callbacks: { onError } },
        {
          answers: {
            'webauthn.authenticate': () => {
              throw apiError('webauthn_registration_not_found', 'not found');
            },
          },
        },
      );
      await user.click(await screen.findByRole('button', { name: 'Login with a Passkey' }));
      const message =
        'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.';
      await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
      expect(onError).toHaveBeenCalledWith({ error_type: 'webauthn_registration_not_found', error_message: message });
    });
  });

  describe('with autofill support and a form', () => {
    it('marks the email input for passkeys and signs in through a background request instead of a button', async () => {
      const { callsTo } = renderLogin(
        { config: WITH_PASSKEYS },
        { answers: { ...AUTOFILL_SUPPORTED, 'webauthn.authenticate': () => PASSKEY_SIGNED_IN } },
      );
      await screen.findByRole('heading', { name: PASSKEY_CONFIRMATION });
      expect(screen.queryByRole('button', { name: 'Login with a Passkey' })).toBeNull();
      const [options] = callsTo('webauthn.authenticate')[0] as [Record<string, unknown>];
      expect(options).toMatchObject({ conditional_mediation: true, is_passkey: true, session_duration_minutes: 30 });
      expect(options.signal).toBeInstanceOf(AbortSignal);
    });

    it('gives the input autocomplete="username webauthn" and stops after five failed attempts, silently', async () => {
      const { user, callsTo } = renderLogin(
        { config: WITH_PASSKEYS },
        {
          answers: {
            ...AUTOFILL_SUPPORTED,
            'webauthn.authenticate': () => {
              throw browserRefusal();
            },
          },
        },
      );
      const email = await screen.findByRole('textbox', { name: 'Email' });
      await waitFor(() => expect(email.getAttribute('autocomplete')).toBe('username webauthn'));
      await waitFor(() => expect(callsTo('webauthn.authenticate')).toHaveLength(PASSKEY_AUTOFILL_ATTEMPTS));
      // A sixth request would follow the fifth refusal within microtasks; the user's typing yields
      // to the event loop between keys, so by the time it is done a sixth request has had its chance.
      await user.type(email, 'ada@example.com');
      expect(email).toHaveProperty('value', 'ada@example.com');
      expect(callsTo('webauthn.authenticate')).toHaveLength(5);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Login with a Passkey' })).toBeNull();
    });

    it('aborts the background request when the form is submitted', async () => {
      const held = heldPasskeyRequest();
      const { user } = renderLogin(
        { config: WITH_PASSKEYS },
        { answers: { ...AUTOFILL_SUPPORTED, 'webauthn.authenticate': held.answer } },
      );
      await waitFor(() => expect(held.signal).toBeDefined());
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
      await user.click(screen.getByRole('button', { name: 'Continue with email' }));
      expect(held.signal?.aborted).toBe(true);
      await screen.findByRole('heading', { name: 'Check your email' });
      expect(screen.queryByText(/Unknown error/)).toBeNull();
    });
  });

  it('shows the button when autofill is supported but no email or phone form exists', async () => {
    renderLogin(
      { config: { products: ['oauth', 'passkeys'] } },
      { answers: { 'webauthn.browserSupportsAutofill': () => true } },
    );
    await screen.findByRole('button', { name: 'Login with a Passkey' });
  });

  describe('with no email or phone form on Main (oauth and passkeys)', () => {
    it.each<[string, ErrorType, string]>([
      [
        'an API error',
        'invalid_webauthn_response',
        'Unknown error occurred during passkey authentication. Please try again.',
      ],
      [
        'a passkey deleted from the account',
        'webauthn_registration_not_found',
        'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
      ],
    ])('shows the message of %s in the warning banner', async (_, type, message) => {
      const { user } = renderLogin(
        { config: { products: ['oauth', 'passkeys'] } },
        {
          answers: {
            'webauthn.authenticate': () => {
              throw apiError(type, 'raw server text');
            },
          },
        },
      );
      await user.click(await screen.findByRole('button', { name: 'Login with a Passkey' }));
      await waitFor(() => expect(document.querySelector('.foyer-banner')?.textContent).toBe(message));
      expect(document.querySelector('.foyer-banner')?.getAttribute('role')).toBe('alert');
    });
  });

  it('refuses a config with passkeys alone', async () => {
    const { callsTo } = renderLogin({ config: { products: ['passkeys'] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: Cannot use Passkeys by itself, please add another product to the config.',
    );
    expect(callsTo('webauthn.authenticate')).toEqual([]);
  });

  it('does not ask about passkey autofill when passkeys are not configured', async () => {
    const { callsTo } = renderLogin({}, { answers: { 'webauthn.browserSupportsAutofill': () => true } });
    await screen.findByRole('textbox', { name: 'Email' });
    expect(callsTo('webauthn.browserSupportsAutofill')).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('autocomplete')).toBe('email');
  });
});
