import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors/api-error.ts';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-depth.ts';

const JSON_CONTENT_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;
/** `\u0000` in JSON text, unless its backslash is itself escaped (`\\u0000` is the text "\u0000"). */
const JSON_NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/i;
const NUL_MESSAGE = 'The request contains a NUL character (U+0000), which no field accepts.';

/**
 * Turns input that would otherwise throw deep inside a route into a 400 bad_request that says what
 * is wrong: a path with a malformed percent-encoding (decodeURIComponent throws on it), a NUL
 * character in the URL or a JSON body (PostgreSQL's text type refuses it), and a JSON body nested
 * deeper than MAX_JSON_DEPTH (parsing or re-serializing it recurses without bound).
 * Runs after the body limit, so the body it reads is already bounded.
 */
export const rejectMalformedInput: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  try {
    decodeURIComponent(url.pathname);
  } catch {
    throw new ApiError(
      'bad_request',
      'The URL path has a malformed percent-encoding: each % must start a %XX escape of valid UTF-8.',
    );
  }
  if (/%00/i.test(url.pathname + url.search)) throw new ApiError('bad_request', NUL_MESSAGE);
  const contentType = c.req.header('content-type');
  const method = c.req.method;
  if (contentType && JSON_CONTENT_TYPE.test(contentType) && method !== 'GET' && method !== 'HEAD') {
    // Hono caches the text, so the route's own JSON parsing reads it again without the stream. The
    // method, not `c.req.raw.body`, says whether there is a body: touching that stream made the Node
    // adapter build a WHATWG Request and its web stream on every call (issue 29's profile).
    const text = await c.req.text();
    if (jsonNestsDeeperThan(text)) {
      throw new ApiError(
        'bad_request',
        `The JSON body nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep.`,
      );
    }
    if (JSON_NUL_ESCAPE.test(text)) throw new ApiError('bad_request', NUL_MESSAGE);
  }
  await next();
};
