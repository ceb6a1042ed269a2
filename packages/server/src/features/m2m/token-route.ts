import { Hono, type HonoRequest } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { errorBody } from '../../http/error-handler.ts';
import { ok } from '../../http/ok.ts';
import { findProjectById } from '../../store/projects.ts';
import { issueM2MToken } from './issue-token.ts';

/** Stytch's path for the client-credentials grant; public: the client's own credentials authenticate it. */
export const M2M_TOKEN_PATH = '/v1/public/:project_id/oauth2/token';

/** The errors RFC 6749 §5.2 names, which OAuth libraries read from `error`. */
const OAUTH_ERRORS = new Set(['invalid_client', 'invalid_scope', 'unsupported_grant_type']);

/** The request's fields: a form (RFC 6749, what Stytch's client sends) or JSON, as strings. */
async function fieldsOf(request: HonoRequest): Promise<Record<string, string>> {
  // Hono's request, not the raw one: the malformed-input check may have read the body already.
  const type = request.header('content-type') ?? '';
  let raw: unknown;
  if (type.startsWith('application/x-www-form-urlencoded')) {
    raw = Object.fromEntries(new URLSearchParams(await request.text()));
  } else if (type.startsWith('application/json')) {
    raw = await request.json().catch(() => null);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ApiError('bad_request', 'Send grant_type, client_id and client_secret as a form (or a JSON object).');
  }
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** client_id and client_secret from HTTP Basic (RFC 6749 §2.3.1: each form-encoded) or the body, not both. */
function credentialsOf(header: string | undefined, fields: Record<string, string>) {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (fields.client_id !== undefined || fields.client_secret !== undefined) {
      throw new ApiError('bad_request', 'Send the client credentials once: in the Authorization header or the body.');
    }
    if (colon < 0) throw new ApiError('invalid_client');
    const decode = (part: string) => {
      try {
        return decodeURIComponent(part.replaceAll('+', ' '));
      } catch {
        throw new ApiError('invalid_client');
      }
    };
    return { clientId: decode(decoded.slice(0, colon)), clientSecret: decode(decoded.slice(colon + 1)) };
  }
  const { client_id: clientId, client_secret: clientSecret } = fields;
  if (!clientId || !clientSecret) throw new ApiError('invalid_client');
  return { clientId, clientSecret };
}

/** `POST /v1/public/{project_id}/oauth2/token`: what Stytch's `m2m.token` calls. */
export function m2mTokenRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(M2M_TOKEN_PATH, async (c) => {
    // RFC 6749 §5.1/§5.2: token answers are never cached.
    c.header('Cache-Control', 'no-store');
    c.header('Pragma', 'no-cache');
    try {
      const fields = await fieldsOf(c.req);
      if (fields.grant_type !== 'client_credentials') throw new ApiError('unsupported_grant_type');
      const credentials = credentialsOf(c.req.header('authorization'), fields);
      const project = await findProjectById(deps.db, deps.clock, c.req.param('project_id'));
      if (!project) throw new ApiError('invalid_client');
      const scope = fields.scope?.trim();
      const token = await issueM2MToken(deps, {
        projectId: project.projectId,
        ...credentials,
        scopes: scope ? scope.split(/\s+/) : undefined,
      });
      return ok(c, token);
    } catch (error) {
      if (!(error instanceof ApiError) || !OAUTH_ERRORS.has(error.type)) throw error;
      if (error.type === 'invalid_client') c.header('WWW-Authenticate', 'Basic realm="m2m"');
      const body = errorBody(c, error);
      return c.json(
        { ...body, error: error.type, error_description: body.error_message },
        error.status as ContentfulStatusCode,
      );
    }
  });
}
