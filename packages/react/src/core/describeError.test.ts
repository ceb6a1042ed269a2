import { CLIENT_ERROR_CATALOGUE } from '@foyer/protocol/errors';
import { describe, expect, it } from 'vitest';
import { defaultStrings as en } from '../strings/defaultStrings.ts';
import type { StringKey } from '../strings/en.ts';
import { stringFor } from '../strings/index.ts';
import { loadChunk } from '../strings/locales.ts';
import errorsInEnglish from '../strings/messages/errors/en.json?strings';
import { describeError, errorTypeOf } from './describeError.ts';

// As the widget in English: the SDK's own faults (errors.*) are not loaded (their English is the SDK's message).
const t = (key: StringKey) => en[key] ?? key;
const apiError = (error_type: string, error_message: string) =>
  Object.assign(new Error('HTTP 400'), { error_type, error_message });

describe('describeError', () => {
  it('shows an API error’s error_message and keeps its type', () => {
    expect(describeError(apiError('too_many_requests', 'Slow down.'), t)).toEqual({
      error_type: 'too_many_requests',
      error_message: 'Slow down.',
    });
  });

  it('shows any other error’s message, and the catalogue’s unknown error when there is none', () => {
    expect(describeError(new TypeError('Failed to fetch'), t)).toEqual({
      error_type: 'unknown_error',
      error_message: 'Failed to fetch',
    });
    expect(describeError(undefined, t)).toEqual({
      error_type: 'unknown_error',
      error_message: en['common.unknownError'],
    });
  });

  it('reports an SDK error by its code as the error_type (the spec’s error object always has one)', () => {
    const sdkError = Object.assign(new Error('The server could not be reached.'), { code: 'network_error' });
    expect(describeError(sdkError, t)).toEqual({
      error_type: 'network_error',
      error_message: 'The server could not be reached.',
    });
  });

  it('says a fault the SDK reports itself in the widget’s language, and in English as the SDK wrote it', async () => {
    const timeout = Object.assign(new Error(CLIENT_ERROR_CATALOGUE.request_timeout.message), {
      code: 'request_timeout',
    });
    const german = await loadChunk('errors', 'de');
    const inGerman = (key: StringKey) => stringFor({}, key, {}, german);
    expect(describeError(timeout, inGerman)).toEqual({
      error_type: 'request_timeout',
      error_message: 'Der Server hat zu lange nicht geantwortet. Prüfe deine Verbindung und versuche es erneut.',
    });
    const offline = Object.assign(new Error(CLIENT_ERROR_CATALOGUE.network_error.message), { code: 'network_error' });
    expect(describeError(offline, inGerman).error_message).toBe(german['errors.network_error']);
    // An English page loads none of them: the SDK's message shows, and it is the English file's sentence.
    const inEnglish = (key: StringKey) => stringFor({}, key);
    expect(describeError(timeout, inEnglish).error_message).toBe(errorsInEnglish['errors.request_timeout']);
    for (const [code, { message }] of Object.entries(CLIENT_ERROR_CATALOGUE)) {
      expect([code, message]).toEqual([code, errorsInEnglish[`errors.${code}`]]);
    }
  });

  it('shows the catalogue message chosen for an error_type, keeping the type for onError', () => {
    const messages = { byType: { webauthn_registration_not_found: 'passkeys.registrationNotFound' as const } };
    expect(describeError(apiError('webauthn_registration_not_found', 'No such passkey (id 42).'), t, messages)).toEqual(
      {
        error_type: 'webauthn_registration_not_found',
        error_message: en['passkeys.registrationNotFound'],
      },
    );
  });

  it('matches a browser error by its code when it has no error_type', () => {
    const browserError = Object.assign(new Error('InvalidStateError'), { code: 'webauthn_already_registered' });
    const messages = { byType: { webauthn_already_registered: 'passkeyRegistration.alreadyRegistered' as const } };
    expect(describeError(browserError, t, messages)).toEqual({
      error_type: 'webauthn_already_registered',
      error_message: en['passkeyRegistration.alreadyRegistered'],
    });
  });

  it('shows the fixed message for every other failure, never the server’s text', () => {
    const messages = { otherwise: 'crypto.signError' as const };
    expect(describeError(apiError('invalid_signature', 'sig 0xdead… did not match'), t, messages)).toEqual({
      error_type: 'invalid_signature',
      error_message: '[Error] Could not sign message',
    });
    expect(describeError(null, t, messages)).toEqual({
      error_type: 'unknown_error',
      error_message: '[Error] Could not sign message',
    });
  });

  it('does not mistake an inherited property name for an error type', () => {
    expect(describeError(apiError('constructor', 'Odd.'), t, { byType: {} })).toEqual({
      error_type: 'constructor',
      error_message: 'Odd.',
    });
  });
});

describe('errorTypeOf', () => {
  it('reads an API error’s type and nothing from other values', () => {
    expect(errorTypeOf(apiError('reset_password', 'Reset it.'))).toBe('reset_password');
    expect(errorTypeOf(new Error('plain'))).toBeUndefined();
    expect(errorTypeOf('reset_password')).toBeUndefined();
  });
});
