import { UserResponse, UsersUpdateRequest, UsersUpdateResponse } from '@foyer/protocol';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { sdkRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { updateUserProfile } from '../../store/user-admin.ts';
import { requireSignedInUser } from '../sessions/service.ts';
import { backendUserCrudRoutes } from './backend-routes.ts';
import { backendExchangePrimaryFactorRoutes } from './exchange-primary-factor.ts';
import { backendUserFactorRoutes } from './factor-routes.ts';
import { mergeMetadata } from './metadata.ts';
import { backendUserSearchRoutes } from './search.ts';

const me = sdkRoute('usersMe', {
  method: 'get',
  tag: 'Users',
  summary: 'The signed-in user (the session token travels in the Authorization header)',
  response: UserResponse,
  errors: ['missing_session', 'session_not_found'],
});

const updateMe = sdkRoute('usersMe', {
  method: 'put',
  tag: 'Users',
  summary:
    'Updates the signed-in user’s name (the parts given) and untrusted metadata (merged at the top level; a key set to null is deleted), as Stytch’s user.update',
  // The browser may not touch trusted metadata: that is the host backend's, behind the secret.
  body: UsersUpdateRequest.pick({ name: true, untrusted_metadata: true }),
  response: UsersUpdateResponse,
  errors: ['missing_session', 'session_not_found', 'invalid_metadata', 'bad_request'],
});

/** SDK routes of users: the browser reading and updating its own user. */
export function sdkUserRoutes(deps: AppDeps) {
  const signedIn = (c: Context<AppEnv>) => {
    const sessionToken = c.get('sessionToken');
    if (!sessionToken) throw new ApiError('missing_session');
    // The session and its user in one statement (one round trip on PostgreSQL).
    return requireSignedInUser(deps, { project: c.get('project'), sessionToken });
  };
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(me, async (c) => ok(c, { user: (await signedIn(c)).user }))
    .openapi(updateMe, async (c) => {
      const body = c.req.valid('json');
      const { user_id: userId } = (await signedIn(c)).user;
      await updateUserProfile(deps.db, {
        projectId: c.get('project').projectId,
        userId,
        now: deps.clock.now(),
        change: (current) => ({
          name: body.name ?? {},
          trustedMetadata: current.trustedMetadata,
          untrustedMetadata: mergeMetadata('untrusted_metadata', current.untrustedMetadata, body.untrusted_metadata),
        }),
      });
      const { user } = await signedIn(c);
      const { emails, phone_numbers, crypto_wallets } = user;
      return ok(c, { user_id: userId, emails, phone_numbers, crypto_wallets, user });
    });
}

/** Backend routes of users (/v1/users…): one user, the search, and deleting one factor. */
export function backendUserRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .route('/', backendUserSearchRoutes(deps))
    .route('/', backendUserFactorRoutes(deps))
    .route('/', backendExchangePrimaryFactorRoutes(deps))
    .route('/', backendUserCrudRoutes(deps));
}
