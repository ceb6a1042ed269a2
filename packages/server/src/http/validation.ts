import type { Hook } from '@hono/zod-openapi';
import { ApiError } from '../errors/api-error.ts';
import type { AppEnv } from './env.ts';

/** passwords/migrate's per-algorithm settings fields (md_5_config, argon_2_config, scrypt_firebase_config, …). */
const HASH_CONFIG = /^(md_5|sha_1|sha_512|argon_2|scrypt|scrypt_firebase|pbkdf_2)_config$/;

/**
 * What a request that fails its zod schema gets: `bad_request` with a sentence naming each field
 * and what is wrong with it; or the catalogue's own type when the field has one (`invalid_email`,
 * `invalid_phone_number`, `invalid_expiration` for any `…expiration_minutes`,
 * `invalid_webauthn_response`, `invalid_session_duration`).
 */
// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by routes of every input shape
export const validationHook: Hook<any, AppEnv, any, any> = (result) => {
  if (result.success) return;
  const issues = result.error.issues;
  if (issues.some((issue) => issue.path[0] === 'email')) throw new ApiError('invalid_email');
  if (issues.some((issue) => issue.path[0] === 'phone_number')) throw new ApiError('invalid_phone_number');
  const expiration = issues.find((issue) => String(issue.path[0]).endsWith('expiration_minutes'));
  if (expiration) throw new ApiError('invalid_expiration', minutesProblem(expiration));
  // A credential that is not WebAuthn's JSON gets the same answer as one that fails verification.
  if (issues.some((issue) => issue.path[0] === 'public_key_credential'))
    throw new ApiError('invalid_webauthn_response');
  if (issues.some((issue) => issue.path[0] === 'session_duration_minutes'))
    throw new ApiError('invalid_session_duration');
  // passwords/migrate: the hash and its settings have their own types, naming the field.
  // Only a hash's own settings: a project's password_config (admin API) keeps the sentence naming its field.
  if (issues.some((issue) => HASH_CONFIG.test(String(issue.path[0])))) throw new ApiError('invalid_hash_config');
  if (issues.some((issue) => issue.path[0] === 'hash' || issue.path[0] === 'hash_type'))
    throw new ApiError('invalid_hash');
  const sentence = issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw new ApiError('bad_request', `The request is not valid. ${sentence}.`);
};

/** `login_expiration_minutes must be at least 5 minutes.`: the field and the bound it broke. */
function minutesProblem(issue: { path: PropertyKey[]; code: string; minimum?: unknown; maximum?: unknown }): string {
  const field = String(issue.path[0]);
  if (issue.code === 'too_small') return `${field} must be at least ${String(issue.minimum)} minutes.`;
  if (issue.code === 'too_big') return `${field} must be at most ${String(issue.maximum)} minutes.`;
  return `${field} must be a whole number of minutes.`;
}
