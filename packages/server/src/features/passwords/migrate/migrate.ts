import type { PasswordsMigrateRequest } from '@foyer/protocol';
import type { z } from 'zod';
import type { AppDeps } from '../../../deps.ts';
import { ApiError } from '../../../errors/api-error.ts';
import { normalizeEmail } from '../../../security/email.ts';
import { consumeRateLimit, retryAfterHeader } from '../../../security/rate-limit.ts';
import { insertImportedUser } from '../../../store/imported-users.ts';
import { savePassword } from '../../../store/passwords.ts';
import type { Project } from '../../../store/projects.ts';
import { findUserByEmail } from '../../../store/users.ts';
import { newId } from '../../../tokens.ts';
import { revokeUserSessions } from '../../sessions/service.ts';
import { recordProofOfOwnership } from '../../users/first-proof.ts';
import { mergeMetadata } from '../../users/metadata.ts';
import { decideFor } from '../../users/ownership/policy.ts';
import { storedHashOf } from './request-hash.ts';

/** Stytch documents 100 migrate calls a second per project. */
export const MIGRATE_RATE = { limit: 100, windowMs: 1000 } as const;

/**
 * Moves a user in with their old password hash (Stytch's POST /v1/passwords/migrate). A new email
 * makes a new user; an email a user already holds gets the password (the host's backend is trusted
 * to act on the user it names, as for its other calls), their sessions ending unless
 * preserve_existing_sessions. Everything is checked before anything is written.
 * @throws ApiError invalid_hash, invalid_hash_config, invalid_metadata, too_many_requests
 */
export async function migratePassword(
  deps: AppDeps,
  project: Project,
  request: z.infer<typeof PasswordsMigrateRequest>,
): Promise<{ userId: string; emailId: string; userCreated: boolean }> {
  const limit = await consumeRateLimit(deps, { key: `passwords-migrate:${project.projectId}`, ...MIGRATE_RATE });
  if (!limit.allowed)
    throw new ApiError('too_many_requests', undefined, { headers: retryAfterHeader(limit.retryAfterSeconds) });

  const passwordHash = storedHashOf(request);
  const trustedMetadata = mergeMetadata('trusted_metadata', '{}', request.trusted_metadata);
  const untrustedMetadata = mergeMetadata('untrusted_metadata', '{}', request.untrusted_metadata);
  const email = normalizeEmail(request.email);
  const emailVerified = request.set_email_verified === true;
  const now = deps.clock.now();

  const holder = await findUserByEmail(deps.db, project.projectId, email);
  const attachment = await decideFor(deps.db, {
    route: 'backend.passwords.migrate',
    caller: { kind: 'backend', userId: holder?.userId ?? null },
    targetUserId: holder?.userId ?? null,
  });
  if (attachment.outcome === 'create_user' || !holder) {
    const created = await deps.db.transaction().execute((trx) =>
      insertImportedUser(trx, {
        project,
        now,
        user: {
          email,
          emailVerified,
          passwordHash,
          firstName: request.name?.first_name,
          lastName: request.name?.last_name,
          trustedMetadata,
          untrustedMetadata,
        },
      }),
    );
    return { ...created, userCreated: true };
  }
  // The backend vouching for the address is its first proof, if it is one: what an unproven
  // holder set up before ends there (users/first-proof.ts), as for any other proof.
  if (emailVerified && !holder.verified) {
    await recordProofOfOwnership(deps, {
      userId: holder.userId,
      identifier: { kind: 'email', emailId: holder.emailId },
    });
  }
  await savePassword(deps.db, {
    passwordId: newId('password', project.environment),
    projectId: project.projectId,
    userId: holder.userId,
    hash: passwordHash,
    verified: emailVerified || holder.verified,
    now,
  });
  if (!request.preserve_existing_sessions) await revokeUserSessions(deps, holder.userId);
  return { userId: holder.userId, emailId: holder.emailId, userCreated: false };
}
