import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.ts';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-depth.ts';

const JSON_CONTENT_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * Turns input that would otherwise throw deep inside a route into a 400 bad_request that says what
 * is wrong: a path with a malformed percent-encoding (decodeURIComponent throws on it), and a JSON
 * body nested deeper than MAX_JSON_DEPTH (parsing or re-serializing it recurses without bound).
 * Runs after the body limit, so the body it reads is already bounded.
 */
export const rejectMalformedInput: MiddlewareHandler = async (c, next) => {
  const path = new URL(c.req.url).pathname;
  try {
    decodeURIComponent(path);
  } catch {
    throw new ApiError(
      'bad_request',
      'The URL path has a malformed percent-encoding: each % must start a %XX escape of valid UTF-8.',
    );
  }
  const contentType = c.req.header('content-type');
  if (contentType && JSON_CONTENT_TYPE.test(contentType) && c.req.raw.body) {
    // Hono caches the text, so the route's own JSON parsing reads it again without the stream.
    if (jsonNestsDeeperThan(await c.req.text())) {
      throw new ApiError(
        'bad_request',
        `The JSON body nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep.`,
      );
    }
  }
  await next();
};
