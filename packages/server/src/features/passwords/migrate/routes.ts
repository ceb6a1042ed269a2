import { PasswordsMigrateRequest, PasswordsMigrateResponse } from '@foyer/protocol';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../../../deps.ts';
import { ApiError } from '../../../errors/api-error.ts';
import type { AppEnv } from '../../../http/env.ts';
import { ok } from '../../../http/ok.ts';
import { backendRoute } from '../../../http/route.ts';
import { validationHook } from '../../../http/validation.ts';
import { loadUser } from '../../../store/users.ts';
import { migratePassword } from './migrate.ts';

const migrate = backendRoute('passwordsMigrate', {
  tag: 'Backend: passwords',
  summary:
    'Moves a user in with the hash their old system kept (bcrypt, md_5, sha_1, sha_512, argon_2i, argon_2id, scrypt, phpass, pbkdf_2, scrypt_firebase): checked at their first sign-in, then replaced by argon2id',
  body: PasswordsMigrateRequest,
  response: PasswordsMigrateResponse,
  errors: [
    'unauthorized_credentials',
    'bad_request',
    'invalid_email',
    'invalid_hash',
    'invalid_hash_config',
    'invalid_metadata',
    'too_many_requests',
  ],
});

/** The backend's POST /v1/passwords/migrate, in Stytch's shape. */
export function backendPasswordMigrateRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(migrate, async (c) => {
    const project = c.get('project');
    const moved = await migratePassword(deps, project, c.req.valid('json'));
    const user = await loadUser(deps.db, project.projectId, moved.userId);
    if (!user) throw new ApiError('user_not_found');
    return ok(c, { user_id: moved.userId, email_id: moved.emailId, user_created: moved.userCreated, user });
  });
}
