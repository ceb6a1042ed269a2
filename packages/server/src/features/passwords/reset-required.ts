import type { ErrorBody, ResetPasswordReason } from '@foyer/protocol/errors';
import type { Context } from 'hono';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';

const BREACHED_MESSAGE =
  'This password has appeared in a data breach on another site. Check your email to set a new password.';

/**
 * reset_password: the password was right but may no longer log in. The answer says why in
 * `reset_reason`, so the widget shows the breached or the dedupe screen without reading the
 * message text (both send the same reset email).
 */
export class PasswordResetRequiredError extends ApiError {
  constructor(readonly reason: ResetPasswordReason) {
    super('reset_password', reason === 'breached' ? BREACHED_MESSAGE : undefined);
  }
}

/** The error body plus `reset_reason`. */
export function resetRequiredResponse(c: Context<AppEnv>, error: PasswordResetRequiredError) {
  const body: ErrorBody & { reset_reason: ResetPasswordReason } = {
    status_code: error.status,
    request_id: c.get('requestId'),
    error_type: error.type,
    error_message: error.message,
    reset_reason: error.reason,
  };
  return c.json(body, 400);
}
