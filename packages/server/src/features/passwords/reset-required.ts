import type { ErrorBody, ResetPasswordReason } from '@foyer/protocol/errors';
import type { Context } from 'hono';
import { ApiError } from '../../errors/api-error.ts';
import { errorMessage } from '../../errors/messages/index.ts';
import type { AppEnv } from '../../http/env.ts';
import { errorBody } from '../../http/error-handler.ts';

/**
 * reset_password: the password was right but may no longer log in. The answer says why in
 * `reset_reason`, so the widget shows the breached or the dedupe screen without reading the
 * message text (both send the same reset email).
 */
export class PasswordResetRequiredError extends ApiError {
  constructor(readonly reason: ResetPasswordReason) {
    const messageKey = reason === 'breached' ? 'reset_password.breached' : 'reset_password';
    super('reset_password', errorMessage(messageKey, 'en'), { messageKey });
  }
}

/** The error body plus `reset_reason`. */
export function resetRequiredResponse(c: Context<AppEnv>, error: PasswordResetRequiredError) {
  const body: ErrorBody & { reset_reason: ResetPasswordReason } = {
    ...errorBody(c, error),
    reset_reason: error.reason,
  };
  return c.json(body, 400);
}
