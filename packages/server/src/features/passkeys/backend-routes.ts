import { WebauthnRegistration } from '@foyer/protocol';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { backendRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { findRegistration, listUserRegistrations, renameUserRegistration } from '../../store/passkeys.ts';
import { loadUser } from '../../store/users.ts';

const TAG = 'Backend: passkeys';
const envelope = { status_code: z.number().int(), request_id: z.string() };

const Credential = z
  .object({
    credential_id: z.string(),
    webauthn_registration_id: z.string(),
    type: z.string(),
    public_key: z.string(),
  })
  .meta({ id: 'BackendWebauthnCredential' });

const listCredentials = backendRoute('webauthnCredentials', {
  method: 'get',
  tag: TAG,
  summary: "A user's passkey credentials for one relying party (domain): ids and COSE public keys (base64url)",
  params: z.object({ user_id: z.string().max(128), domain: z.string().max(253) }),
  response: z
    .object({ ...envelope, credentials: z.array(Credential) })
    .meta({ id: 'BackendWebauthnListCredentialsResponse' }),
  errors: ['unauthorized_credentials', 'user_not_found'],
});

const update = backendRoute('webauthnRegistration', {
  method: 'put',
  tag: TAG,
  summary: "Renames a user's passkey",
  params: z.object({ webauthn_registration_id: z.string().max(128) }),
  body: z.object({ name: z.string().min(1).max(200) }).meta({ id: 'BackendWebauthnUpdateRequest' }),
  response: z
    .object({ ...envelope, webauthn_registration: WebauthnRegistration })
    .meta({ id: 'BackendWebauthnUpdateResponse' }),
  errors: ['unauthorized_credentials', 'webauthn_registration_not_found', 'bad_request'],
});

/** The backend's passkey management calls in Stytch's shape (the ceremony itself is the browser's). */
export function backendPasskeyRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(listCredentials, async (c) => {
      const { projectId } = c.get('project');
      const { user_id: userId, domain } = c.req.valid('param');
      if (!(await loadUser(deps.db, projectId, userId))) throw new ApiError('user_not_found');
      const rows = await listUserRegistrations(deps.db, { projectId, userId, domain });
      return ok(c, {
        credentials: rows.map((row) => ({
          credential_id: row.credential_id,
          webauthn_registration_id: row.webauthn_registration_id,
          type: 'public-key',
          public_key: row.public_key,
        })),
      });
    })
    .openapi(update, async (c) => {
      const { projectId } = c.get('project');
      const registrationId = c.req.valid('param').webauthn_registration_id;
      const row = await findRegistration(deps.db, projectId, registrationId);
      const { name } = c.req.valid('json');
      if (!row || !(await renameUserRegistration(deps.db, { userId: row.user_id, registrationId, name }))) {
        throw new ApiError('webauthn_registration_not_found');
      }
      const user = await loadUser(deps.db, projectId, row.user_id);
      const registration = user?.webauthn_registrations.find((r) => r.webauthn_registration_id === registrationId);
      if (!registration) throw new ApiError('webauthn_registration_not_found');
      return ok(c, { webauthn_registration: registration });
    });
}
