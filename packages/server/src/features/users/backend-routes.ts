import {
  UsersCreateRequest,
  UsersCreateResponse,
  UsersDeleteResponse,
  UsersGetResponse,
  UsersUpdateRequest,
  UsersUpdateResponse,
} from '@foyer/protocol';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { backendRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { normalizeEmail } from '../../security/email.ts';
import { createUserWithIdentifiers, deleteUserAndEverything, updateUserProfile } from '../../store/user-admin.ts';
import { findUserByEmail, findUserByPhone, loadUser } from '../../store/users.ts';
import { mergeMetadata } from './metadata.ts';
import { assertAttachable, decideFor } from './ownership/policy.ts';

const UserIdParams = z.object({ user_id: z.string().max(128) });

const get = backendRoute('user', {
  method: 'get',
  tag: 'Backend: users',
  summary: 'A user of the project, by id (the fields at the top level, as Stytch answers, and under user)',
  params: UserIdParams,
  response: UsersGetResponse,
  errors: ['unauthorized_credentials', 'user_not_found'],
});

const create = backendRoute('usersCreate', {
  tag: 'Backend: users',
  summary:
    'Creates a user with an email address and/or phone number (unverified), a name and metadata; active, or pending until their first sign-in with create_user_as_pending',
  body: UsersCreateRequest,
  response: UsersCreateResponse,
  errors: [
    'unauthorized_credentials',
    'bad_request',
    'invalid_email',
    'invalid_phone_number',
    'missing_email_or_phone_number',
    'duplicate_email',
    'duplicate_phone_number',
    'invalid_metadata',
  ],
});

const update = backendRoute('user', {
  method: 'put',
  tag: 'Backend: users',
  summary:
    'Updates a user’s name (the parts given) and metadata (merged at the top level; a key set to null is deleted)',
  params: UserIdParams,
  body: UsersUpdateRequest,
  response: UsersUpdateResponse,
  errors: ['unauthorized_credentials', 'bad_request', 'user_not_found', 'invalid_metadata'],
});

const remove = backendRoute('user', {
  method: 'delete',
  tag: 'Backend: users',
  summary:
    'Deletes a user and everything of theirs in one transaction; their sessions end at once (session JWTs already issued stay verifiable offline until they expire)',
  params: UserIdParams,
  response: UsersDeleteResponse,
  errors: ['unauthorized_credentials', 'user_not_found'],
});

/** Reads a user that the handler just wrote: gone only if deleted in between, which answers not found. */
async function requireUser(deps: AppDeps, projectId: string, userId: string) {
  const user = await loadUser(deps.db, projectId, userId);
  if (!user) throw new ApiError('user_not_found');
  return user;
}

/** Backend routes of one user: a host server reading, creating, updating and deleting its users. */
export function backendUserCrudRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(get, async (c) => {
      // loadUser filters by project, so another project's user is simply not found.
      const user = await requireUser(deps, c.get('project').projectId, c.req.valid('param').user_id);
      return ok(c, { ...user, user });
    })
    .openapi(create, async (c) => {
      const project = c.get('project');
      const body = c.req.valid('json');
      if (body.email === undefined && body.phone_number === undefined)
        throw new ApiError('missing_email_or_phone_number');
      const status = body.create_user_as_pending ? 'pending' : 'active';
      const email = body.email === undefined ? null : normalizeEmail(body.email);
      await refuseHeldIdentifiers(deps, project.projectId, { email, phoneNumber: body.phone_number ?? null });
      const created = await createUserWithIdentifiers(deps.db, {
        project,
        now: deps.clock.now(),
        email,
        phoneNumber: body.phone_number ?? null,
        status,
        name: body.name ?? {},
        trustedMetadata: mergeMetadata('trusted_metadata', '{}', body.trusted_metadata),
        untrustedMetadata: mergeMetadata('untrusted_metadata', '{}', body.untrusted_metadata),
      });
      if (created.kind === 'duplicate_email') {
        throw new ApiError('duplicate_email', 'A user of this project already has this email address.');
      }
      if (created.kind === 'duplicate_phone_number') throw new ApiError('duplicate_phone_number');
      const user = await requireUser(deps, project.projectId, created.userId);
      return ok(c, {
        user_id: created.userId,
        email_id: created.emailId ?? '',
        phone_id: created.phoneId ?? '',
        status,
        user,
      });
    })
    .openapi(update, async (c) => {
      const projectId = c.get('project').projectId;
      const userId = c.req.valid('param').user_id;
      const body = c.req.valid('json');
      const found = await updateUserProfile(deps.db, {
        projectId,
        userId,
        now: deps.clock.now(),
        change: (current) => ({
          name: body.name ?? {},
          trustedMetadata: mergeMetadata('trusted_metadata', current.trustedMetadata, body.trusted_metadata),
          untrustedMetadata: mergeMetadata('untrusted_metadata', current.untrustedMetadata, body.untrusted_metadata),
        }),
      });
      if (!found) throw new ApiError('user_not_found');
      const user = await requireUser(deps, projectId, userId);
      return ok(c, {
        user_id: userId,
        emails: user.emails,
        phone_numbers: user.phone_numbers,
        crypto_wallets: user.crypto_wallets,
        user,
      });
    })
    .openapi(remove, async (c) => {
      const userId = c.req.valid('param').user_id;
      if (!(await deleteUserAndEverything(deps.db, c.get('project').projectId, userId, deps.clock.now()))) {
        throw new ApiError('user_not_found');
      }
      return ok(c, { user_id: userId });
    });
}

/**
 * The host's backend is trusted to create users and act on the user it names, but an identifier
 * another user holds never moves to a new one: the ownership policy (users/ownership/) answers
 * duplicate_email or duplicate_phone_number. (A race past this is caught by the store's unique keys.)
 */
async function refuseHeldIdentifiers(
  deps: AppDeps,
  projectId: string,
  identifiers: { email: string | null; phoneNumber: string | null },
): Promise<void> {
  const caller = { kind: 'backend', userId: null } as const;
  const emailHolder = identifiers.email ? await findUserByEmail(deps.db, projectId, identifiers.email) : null;
  const byEmail = await decideFor(deps.db, {
    route: 'backend.users.create',
    caller,
    targetUserId: emailHolder?.userId ?? null,
  });
  if (byEmail.outcome === 'refuse') {
    throw new ApiError('duplicate_email', 'A user of this project already has this email address.');
  }
  const phoneHolder = identifiers.phoneNumber
    ? await findUserByPhone(deps.db, projectId, identifiers.phoneNumber)
    : null;
  const byPhone = await decideFor(deps.db, {
    route: 'backend.users.create',
    caller,
    targetUserId: phoneHolder?.userId ?? null,
  });
  assertAttachable(byPhone, 'duplicate_phone_number');
}
