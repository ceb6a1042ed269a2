import { UsersFactorDeleteResponse } from '@foyer/protocol';
import type { ErrorType } from '@foyer/protocol/errors';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { backendRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { deleteUserFactor, type FactorKind } from '../../store/user-admin.ts';
import { loadUser } from '../../store/users.ts';

const Id = z.string().max(128);
const tag = 'Backend: users';
const auth = 'unauthorized_credentials' as const;

const email = backendRoute('usersEmail', {
  method: 'delete',
  tag,
  summary: 'Deletes one email address of a user (with its pending login links, reset links and passcodes)',
  params: z.object({ email_id: Id }),
  response: UsersFactorDeleteResponse,
  errors: [auth, 'email_not_found'],
});
const phone = backendRoute('usersPhoneNumber', {
  method: 'delete',
  tag,
  summary: 'Deletes one phone number of a user (with its pending passcodes)',
  params: z.object({ phone_id: Id }),
  response: UsersFactorDeleteResponse,
  errors: [auth, 'phone_number_not_found'],
});
const passkey = backendRoute('usersWebauthnRegistration', {
  method: 'delete',
  tag,
  summary: 'Deletes one passkey (WebAuthn registration) of a user',
  params: z.object({ webauthn_registration_id: Id }),
  response: UsersFactorDeleteResponse,
  errors: [auth, 'webauthn_registration_not_found'],
});
const oauth = backendRoute('usersOAuthRegistration', {
  method: 'delete',
  tag,
  summary: 'Deletes one OAuth provider link of a user (the providers[].oauth_user_registration_id)',
  params: z.object({ oauth_user_registration_id: Id }),
  response: UsersFactorDeleteResponse,
  errors: [auth, 'oauth_user_registration_not_found'],
});
const wallet = backendRoute('usersCryptoWallet', {
  method: 'delete',
  tag,
  summary: 'Deletes one crypto wallet of a user',
  params: z.object({ crypto_wallet_id: Id }),
  response: UsersFactorDeleteResponse,
  errors: [auth, 'crypto_wallet_not_found'],
});
const password = backendRoute('usersPassword', {
  method: 'delete',
  tag,
  summary: 'Deletes the password of a user',
  params: z.object({ password_id: Id }),
  response: UsersFactorDeleteResponse,
  errors: [auth, 'password_not_found'],
});

/**
 * Deletes one factor by id within the caller's project and answers the user after. An id of
 * another project's user is not found, exactly like an id of no one.
 */
async function deleteFactor(deps: AppDeps, c: Context<AppEnv>, kind: FactorKind, id: string, notFound: ErrorType) {
  const projectId = c.get('project').projectId;
  const userId = await deleteUserFactor(deps.db, { projectId, kind, id, now: deps.clock.now() });
  if (!userId) throw new ApiError(notFound);
  const user = await loadUser(deps.db, projectId, userId);
  if (!user) throw new ApiError('user_not_found');
  return ok(c, { user_id: userId, user });
}

/** Backend routes deleting one email, phone number, passkey, provider link, wallet or password of a user. */
export function backendUserFactorRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(email, (c) => deleteFactor(deps, c, 'email', c.req.valid('param').email_id, 'email_not_found'))
    .openapi(phone, (c) =>
      deleteFactor(deps, c, 'phone_number', c.req.valid('param').phone_id, 'phone_number_not_found'),
    )
    .openapi(passkey, (c) =>
      deleteFactor(
        deps,
        c,
        'webauthn_registration',
        c.req.valid('param').webauthn_registration_id,
        'webauthn_registration_not_found',
      ),
    )
    .openapi(oauth, (c) =>
      deleteFactor(
        deps,
        c,
        'oauth',
        c.req.valid('param').oauth_user_registration_id,
        'oauth_user_registration_not_found',
      ),
    )
    .openapi(wallet, (c) =>
      deleteFactor(deps, c, 'crypto_wallet', c.req.valid('param').crypto_wallet_id, 'crypto_wallet_not_found'),
    )
    .openapi(password, (c) =>
      deleteFactor(deps, c, 'password', c.req.valid('param').password_id, 'password_not_found'),
    );
}
