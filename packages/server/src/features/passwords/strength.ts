import type { PasswordStrengthCheckResponse } from '@foyer/protocol';
import type { z } from 'zod';
import type { ProjectSettings } from '../../config/project-settings.ts';
import { isBreachedPassword, type PasswordContext } from './context.ts';
import { checkLuds } from './luds.ts';
import type { Score, ScoreTask } from './pool/strength-worker.ts';

/** The strength check as the wire shows it, less the envelope. */
export type StrengthResult = Omit<z.infer<typeof PasswordStrengthCheckResponse>, 'status_code' | 'request_id'>;

/** zxcvbn scores at or above this pass the zxcvbn policy. */
export const MINIMUM_ZXCVBN_SCORE = 3;

const EMAIL_WARNING = 'Avoid using your email address in your password.';

/**
 * Scores a password under the project's policy (docs/behaviour.md#data, docs/behaviour.md#validation). The score is always zxcvbn's; the
 * policy decides validity: zxcvbn needs a score of 3 or more, LUDS a length and a number of
 * character classes. A breached password is never valid. The email, when given, counts against
 * the password: it is zxcvbn's user dictionary, and under LUDS the parts of the password that
 * repeat it do not count towards the length or the classes.
 *
 * zxcvbn runs in the strength worker pool, off the event loop; a full pool throws server_busy.
 */
export async function checkPasswordStrength(
  context: PasswordContext,
  options: { password: string; email: string | null; policy: ProjectSettings['password_config'] },
): Promise<StrengthResult> {
  const { password, policy } = options;
  const userInputs = emailUserInputs(options.email);
  // Scored first: a busy pool refuses before the breach check can call out to the range API.
  const zxcvbn = await context.deps.passwordPools.strength.run<Score>('score', {
    password,
    userInputs,
  } satisfies ScoreTask);
  const breached = await isBreachedPassword(context, password);

  if (policy.strength_policy === 'luds') {
    const remainder = withoutUserInputs(password, userInputs);
    const luds = checkLuds(remainder, { minimumCount: policy.luds_minimum_count, complexity: policy.luds_complexity });
    return {
      score: zxcvbn.score,
      valid_password: !breached && luds.missing_characters === 0 && luds.missing_complexity === 0,
      strength_policy: 'luds',
      breached_password: breached,
      feedback: {
        warning: remainder === password ? '' : EMAIL_WARNING,
        suggestions: [],
        luds_requirements: luds,
      },
    };
  }

  return {
    score: zxcvbn.score,
    valid_password: !breached && zxcvbn.score >= MINIMUM_ZXCVBN_SCORE,
    strength_policy: 'zxcvbn',
    breached_password: breached,
    feedback: {
      warning: zxcvbn.warning,
      suggestions: zxcvbn.suggestions,
      luds_requirements: null,
    },
  };
}

/**
 * The user's own words, from their email: the address, its local part whole and without
 * separators, and the local part's pieces of three or more characters ("ada.lovelace" gives
 * "ada", "lovelace", "adalovelace").
 */
export function emailUserInputs(email: string | null): string[] {
  if (!email) return [];
  const local = email.slice(0, email.lastIndexOf('@'));
  const pieces = local.split(/[^\p{L}\p{N}]+/u).filter((piece) => piece.length >= 3);
  const joined = local.replace(/[^\p{L}\p{N}]+/gu, '');
  return [...new Set([email, local, joined, ...pieces].filter((word) => word.length >= 3))];
}

/** The password with every case-insensitive occurrence of the user's words taken out, longest first. */
function withoutUserInputs(password: string, userInputs: string[]): string {
  let remainder = password;
  for (const word of [...userInputs].sort((a, b) => b.length - a.length)) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    remainder = remainder.replace(new RegExp(escaped, 'giu'), '');
  }
  return remainder;
}
