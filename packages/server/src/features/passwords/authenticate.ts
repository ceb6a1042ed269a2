import type { PasswordsAuthenticateRequest } from '@foyer/protocol';
import type { z } from 'zod';
import type { RateWindow } from '../../config/limit-settings.ts';
import { ApiError } from '../../errors/api-error.ts';
import { enforceClientLimit, refundClientLimit } from '../../security/client-limit.ts';
import { normalizeEmail } from '../../security/email.ts';
import { consumeRateLimit, refundRateLimit, retryAfterHeader } from '../../security/rate-limit.ts';
import {
  findPasswordByUser,
  markPasswordRequiresReset,
  passwordNeedsReset,
  updatePasswordHash,
} from '../../store/passwords.ts';
import type { Project } from '../../store/projects.ts';
import { findUserByEmail } from '../../store/users.ts';
import type { SignInClient } from '../sessions/sign-in-client.ts';
import { type PresentedSession, type SignInResult, signInWithFactor } from '../sessions/sign-in-with-factor.ts';
import { isBreachedPassword, type PasswordContext } from './context.ts';
import { PASSWORD_FACTOR } from './create.ts';
import { PasswordResetRequiredError } from './reset-required.ts';

/** The rate-limit key of an account's failed logins; a reset clears it. */
export function failedLoginKey(projectId: string, email: string): string {
  return `password-failures:${projectId}:${email}`;
}

/**
 * Signs a user in with email and password.
 *
 * Enumeration: an unknown email, a user without a password and a wrong password all answer
 * unauthorized_credentials, and all run one argon2id verification at today's cost (a dummy hash
 * when there is no account), so neither the answer nor its time tells them apart. The failed-login
 * limit counts attempts per address whether or not it has an account, for the same reason.
 *
 * Only once the password is proven right does the caller learn more: reset_password when the
 * password may no longer log in (found breached, now or earlier; or dedupe, see create.ts), and
 * the session otherwise. An old-cost hash is replaced with one at today's cost on the way.
 */
export async function authenticatePassword(
  context: PasswordContext,
  options: {
    project: Project;
    request: z.infer<typeof PasswordsAuthenticateRequest>;
    /** Failed logins are also limited per client address across accounts (password spraying). */
    clientAddress?: string | null;
    clientLimit?: RateWindow;
    client: SignInClient;
    /** The session or intermediate session the call carried (sessions/sign-in-with-factor.ts). */
    presented?: PresentedSession;
  },
): Promise<SignInResult> {
  const { deps, settings, hasher } = context;
  const { project, request } = options;
  const email = normalizeEmail(request.email);

  // Counted before verifying (and given back on success), so concurrent guesses cannot overshoot.
  const fromClient = options.clientLimit
    ? await enforceClientLimit(deps, {
        scope: 'password-failures',
        clientAddress: options.clientAddress ?? null,
        rule: options.clientLimit,
        message: 'too_many_requests.failedLoginsFromNetwork',
      })
    : null;
  const rule = { key: failedLoginKey(project.projectId, email), windowMs: settings.failedLoginWindowMs };
  const limit = await consumeRateLimit(deps, { ...rule, limit: settings.failedLoginLimit });
  if (!limit.allowed) {
    await refundClientLimit(deps, fromClient);
    throw ApiError.variant('too_many_requests.failedLogins', {
      headers: retryAfterHeader(limit.retryAfterSeconds),
    });
  }

  const account = await findUserByEmail(deps.db, project.projectId, email);
  const password = account ? await findPasswordByUser(deps.db, account.userId) : null;
  const right = await verifyCounted(context, password?.hash ?? null, request.password, () =>
    Promise.all([refundRateLimit(deps, rule), refundClientLimit(deps, fromClient)]),
  );
  if (!account || !password || !right) {
    throw ApiError.variant('unauthorized_credentials.password');
  }
  await refundRateLimit(deps, rule);
  await refundClientLimit(deps, fromClient);

  const now = deps.clock.now();
  if (passwordNeedsReset(password, account.verified)) {
    throw new PasswordResetRequiredError(password.requiresReset ? 'breached' : 'dedupe');
  }
  if (await isBreachedPassword(context, request.password)) {
    await markPasswordRequiresReset(deps.db, password.passwordId, now);
    throw new PasswordResetRequiredError('breached');
  }
  if (hasher.needsRehash(password.hash)) {
    await updatePasswordHash(deps.db, password.passwordId, await hasher.hash(request.password), now);
  }
  return signInWithFactor(deps, {
    presented: options.presented,
    client: options.client,
    project,
    userId: account.userId,
    factor: PASSWORD_FACTOR,
    durationMinutes: request.session_duration_minutes,
  });
}

/**
 * One argon2id verification (against a dummy hash when there is no password). A check the server
 * was too busy to run (server_busy) was no guess: `giveBack` returns what it counted, then it throws.
 */
async function verifyCounted(
  { hasher }: PasswordContext,
  storedHash: string | null,
  password: string,
  giveBack: () => Promise<unknown>,
): Promise<boolean> {
  try {
    if (storedHash === null) {
      await hasher.verifyDummy(password);
      return false;
    }
    return await hasher.verify(storedHash, password);
  } catch (error) {
    if (error instanceof ApiError && error.type === 'server_busy') await giveBack();
    throw error;
  }
}
