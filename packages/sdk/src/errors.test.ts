import { describe, expect, it } from 'vitest';
import { FoyerApiError, FoyerError, FoyerSdkError } from './errors.ts';

describe('FoyerApiError', () => {
  const error = new FoyerApiError({
    status_code: 401,
    request_id: 'request-0001',
    error_type: 'otp_code_not_found',
    error_message: 'Invalid passcode, please try again.',
  });

  it('carries the error body and uses error_message as its message', () => {
    expect(error).toMatchObject({
      name: 'FoyerApiError',
      code: 'api_error',
      status_code: 401,
      request_id: 'request-0001',
      error_type: 'otp_code_not_found',
      error_message: 'Invalid passcode, please try again.',
      message: 'Invalid passcode, please try again.',
    });
  });

  it('is an Error and a FoyerError', () => {
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(FoyerError);
    expect(error).not.toBeInstanceOf(FoyerSdkError);
  });
});

describe('FoyerSdkError', () => {
  it('has a stable code and keeps the original fault as cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new FoyerSdkError('network_error', 'The request could not be sent.', { cause });
    expect(error).toMatchObject({
      name: 'FoyerSdkError',
      code: 'network_error',
      message: 'The request could not be sent.',
    });
    expect(error.cause).toBe(cause);
    expect(error).toBeInstanceOf(FoyerError);
    expect(error).not.toBeInstanceOf(FoyerApiError);
  });
});
