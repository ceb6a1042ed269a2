import { ErrorResponse } from '@foyer/protocol';
import { BACKEND_PATHS, BACKEND_PREFIX, JWKS_PATH } from '@foyer/protocol/paths';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ERROR_TYPES_EXTENSION } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { findProjectById } from '../../store/projects.ts';
import { publicJwks } from '../sessions/signing-keys.ts';

/**
 * How long verifiers may cache the key set. Short enough that a newly added key is picked up within
 * minutes; jose's remote key set also refetches on an unknown kid.
 */
export const JWKS_MAX_AGE_SECONDS = 300;

const Jwk = z
  .object({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.string() })
  .catchall(z.unknown())
  .meta({ id: 'Jwk' });
const JwksDocument = z.object({ keys: z.array(Jwk) }).meta({ id: 'JwksDocument' });

const jwks = createRoute({
  method: 'get',
  path: JWKS_PATH,
  tags: ['Keys'],
  summary: 'The public keys session JWTs are signed with (RFC 7517), for verifying sessions offline',
  responses: {
    200: { description: 'The JSON Web Key Set', content: { 'application/json': { schema: JwksDocument } } },
  },
});

const projectJwks = createRoute({
  method: 'get',
  path: `${BACKEND_PREFIX}${BACKEND_PATHS.sessionsJwks}`,
  tags: ['Keys'],
  summary: 'The same key set at the path Stytch’s clients fetch (no credentials); 404 not_found for an unknown project',
  request: { params: z.object({ project_id: z.string().min(1).max(128) }) },
  responses: {
    200: { description: 'The JSON Web Key Set', content: { 'application/json': { schema: JwksDocument } } },
    404: { description: 'No such project', content: { 'application/json': { schema: ErrorResponse } } },
  },
  [ERROR_TYPES_EXTENSION]: ['not_found'],
});

/**
 * GET /.well-known/jwks.json at the app root, and GET /v1/sessions/jwks/{project_id}: public,
 * cacheable, readable from any origin. Mounted before the backend API, whose credentials check
 * would refuse the second.
 */
export function jwksRoutes(deps: AppDeps) {
  const answer = async (c: Context<AppEnv>) => {
    const document = (await publicJwks(deps)) as z.infer<typeof JwksDocument>;
    c.header('Cache-Control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`);
    // Public keys are public: any page or backend may fetch them.
    c.header('Access-Control-Allow-Origin', '*');
    return c.json(document, 200);
  };
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(jwks, answer)
    .openapi(projectJwks, async (c) => {
      // One key set serves every project; the id is checked so a misconfigured client hears of it.
      const project = await findProjectById(deps.db, deps.clock, c.req.valid('param').project_id);
      if (!project) throw new ApiError('not_found', 'No project with that id.');
      return answer(c);
    });
}
