import { JWKS_PATH } from '@foyer/protocol/paths';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { validationHook } from '../../http/validation.ts';
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

/** GET /.well-known/jwks.json at the app root: public, cacheable, readable from any origin. */
export function jwksRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(jwks, async (c) => {
    const document = (await publicJwks(deps)) as z.infer<typeof JwksDocument>;
    c.header('Cache-Control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`);
    // Public keys are public: any page or backend may fetch them.
    c.header('Access-Control-Allow-Origin', '*');
    return c.json(document, 200);
  });
}
