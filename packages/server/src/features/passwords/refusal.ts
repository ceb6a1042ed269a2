import type { ErrorBody } from '@foyer/protocol/errors';
import type { Context } from 'hono';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import type { StrengthResult } from './strength.ts';

/**
 * A new password the policy refuses (create, reset): weak_password or breached_password, carrying
 * the strength check so the widget can show what is missing without a second call.
 */
export class PasswordRefusedError extends ApiError {
  constructor(readonly strength: StrengthResult) {
    super(strength.breached_password ? 'breached_password' : 'weak_password', refusalMessage(strength));
  }
}

/** The error body plus `strength_check`, the same object POST /passwords/strength_check answers. */
export function refusalResponse(c: Context<AppEnv>, error: PasswordRefusedError) {
  const body: ErrorBody & { strength_check: StrengthResult } = {
    status_code: error.status,
    request_id: c.get('requestId'),
    error_type: error.type,
    error_message: error.message,
    strength_check: error.strength,
  };
  return c.json(body, 400);
}

function refusalMessage(strength: StrengthResult): string | undefined {
  if (strength.breached_password) return undefined; // the catalogue's sentence is the spec's
  const luds = strength.feedback.luds_requirements;
  if (luds) {
    const needs = [
      luds.missing_characters > 0 ? `${luds.missing_characters} more character(s)` : '',
      luds.missing_complexity > 0 ? `${luds.missing_complexity} more kind(s) of character` : '',
    ].filter(Boolean);
    const warning = strength.feedback.warning ? ` ${strength.feedback.warning}` : '';
    return `This password does not meet the password policy: it needs ${needs.join(' and ') || 'changes'}.${warning}`;
  }
  const hint = [strength.feedback.warning, ...strength.feedback.suggestions].filter(Boolean).join(' ');
  return hint ? `This password is too weak. ${hint}` : undefined;
}
