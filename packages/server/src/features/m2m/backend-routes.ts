import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { backendRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { M2MClient, M2MClientStatus, Scopes, TrustedMetadata, toM2MClient } from './client-shape.ts';
import {
  createM2MClient,
  endM2MSecretRotation,
  getM2MClientRow,
  removeM2MClient,
  startM2MSecretRotation,
  updateM2MClientFields,
} from './manage.ts';
import { M2MSearchRequest, searchM2MClients } from './search.ts';

const TAG = 'Backend: M2M clients';
const envelope = { status_code: z.number().int(), request_id: z.string() };
const Name = z.string().max(256);
const Description = z.string().max(1024);
const ClientParam = z.object({ client_id: z.string().min(1).max(128) });

const CreateRequest = z
  .object({
    scopes: Scopes,
    client_name: Name.optional(),
    client_description: Description.optional(),
    trusted_metadata: TrustedMetadata.optional(),
    // Stytch lets a caller choose these; Foyer makes both (see the handler).
    client_id: z.string().optional(),
    client_secret: z.string().optional(),
  })
  .meta({ id: 'M2MClientsCreateRequest' });
const UpdateRequest = z
  .object({
    client_name: Name.optional(),
    client_description: Description.optional(),
    status: M2MClientStatus.optional(),
    scopes: Scopes.optional(),
    trusted_metadata: TrustedMetadata.optional(),
  })
  .meta({ id: 'M2MClientsUpdateRequest' });

const ClientResponse = z.object({ ...envelope, m2m_client: M2MClient }).meta({ id: 'M2MClientResponse' });
const WithSecret = z
  .object({ ...envelope, m2m_client: M2MClient.extend({ client_secret: z.string() }) })
  .meta({ id: 'M2MClientsCreateResponse' });
const WithNextSecret = z
  .object({ ...envelope, m2m_client: M2MClient.extend({ next_client_secret: z.string() }) })
  .meta({ id: 'M2MClientsRotateStartResponse' });
const SearchResponse = z
  .object({
    ...envelope,
    m2m_clients: z.array(M2MClient),
    results_metadata: z.object({ total: z.number().int(), next_cursor: z.string().optional() }),
  })
  .meta({ id: 'M2MClientsSearchResponse' });
const DeleteResponse = z.object({ ...envelope, client_id: z.string() }).meta({ id: 'M2MClientsDeleteResponse' });

const NOT_FOUND = ['unauthorized_credentials', 'm2m_client_not_found'] as const;

const create = backendRoute('m2mClientsCreate', {
  tag: TAG,
  summary: 'Creates an M2M client with its scopes; the answer holds its client_secret, the only time it is shown',
  body: CreateRequest,
  response: WithSecret,
  errors: ['unauthorized_credentials', 'bad_request'],
});
const search = backendRoute('m2mClientsSearch', {
  tag: TAG,
  summary: 'The project’s M2M clients matching client_id, client_name or scopes operands (AND / OR), oldest first',
  body: M2MSearchRequest,
  response: SearchResponse,
  errors: ['unauthorized_credentials', 'bad_request'],
});
const get = backendRoute('m2mClient', {
  method: 'get',
  tag: TAG,
  summary: 'One M2M client (never its secret: its last four characters)',
  params: ClientParam,
  response: ClientResponse,
  errors: NOT_FOUND,
});
const update = backendRoute('m2mClient', {
  method: 'put',
  tag: TAG,
  summary: 'Changes an M2M client’s name, description, status (inactive: no new tokens), scopes or trusted_metadata',
  params: ClientParam,
  body: UpdateRequest,
  response: ClientResponse,
  errors: [...NOT_FOUND, 'bad_request'],
});
const remove = backendRoute('m2mClient', {
  method: 'delete',
  tag: TAG,
  summary: 'Deletes an M2M client: its secrets stop working; tokens already issued expire within the hour',
  params: ClientParam,
  response: DeleteResponse,
  errors: NOT_FOUND,
});
const rotateStart = backendRoute('m2mClientSecretsRotateStart', {
  tag: TAG,
  summary: 'Starts a secret rotation: a next_client_secret (shown once) that works beside the current one',
  params: ClientParam,
  response: WithNextSecret,
  errors: NOT_FOUND,
});
const rotate = backendRoute('m2mClientSecretsRotate', {
  tag: TAG,
  summary: 'Finishes a rotation: the next secret becomes the only one',
  params: ClientParam,
  response: ClientResponse,
  errors: [...NOT_FOUND, 'bad_request'],
});
const rotateCancel = backendRoute('m2mClientSecretsRotateCancel', {
  tag: TAG,
  summary: 'Cancels a rotation: the next secret stops working',
  params: ClientParam,
  response: ClientResponse,
  errors: [...NOT_FOUND, 'bad_request'],
});

/** Stytch's M2M client calls (`client.m2m.clients.*`), on the backend API with the project secret, audited. */
export function backendM2MClientRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(create, async (c) => {
      const body = c.req.valid('json');
      for (const field of ['client_id', 'client_secret'] as const) {
        if (body[field] !== undefined) {
          throw new ApiError(
            'bad_request',
            `Foyer makes the ${field} itself (256 random bits for a secret): leave ${field} out.`,
          );
        }
      }
      return ok(c, await createM2MClient({ deps, c }, body));
    })
    .openapi(search, async (c) => ok(c, await searchM2MClients({ deps, c }, c.req.valid('json'))))
    .openapi(get, async (c) => {
      const row = await getM2MClientRow({ deps, c }, c.req.valid('param').client_id);
      return ok(c, { m2m_client: toM2MClient(row) });
    })
    .openapi(update, async (c) =>
      ok(c, await updateM2MClientFields({ deps, c }, c.req.valid('param').client_id, c.req.valid('json'))),
    )
    .openapi(remove, async (c) => ok(c, await removeM2MClient({ deps, c }, c.req.valid('param').client_id)))
    .openapi(rotateStart, async (c) => ok(c, await startM2MSecretRotation({ deps, c }, c.req.valid('param').client_id)))
    .openapi(rotate, async (c) =>
      ok(c, await endM2MSecretRotation({ deps, c }, c.req.valid('param').client_id, 'rotate')),
    )
    .openapi(rotateCancel, async (c) =>
      ok(c, await endM2MSecretRotation({ deps, c }, c.req.valid('param').client_id, 'cancel')),
    );
}
