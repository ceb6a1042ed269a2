import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors/api-error.ts';

/** The largest request body any route accepts (64 KB): every Foyer call is a small JSON or form body. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Refuses a request body larger than `maxBytes` with 413 payload_too_large, before it is buffered:
 * a declared Content-Length is judged on the header alone, and a body without one (chunked) is read
 * only up to the limit. Unlike hono/body-limit it never touches the body stream when the length is
 * declared, so the development identity provider can still read the Node request itself.
 */
export function bodyLimit(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      if (Number(declared) > maxBytes) throw tooLarge(maxBytes);
      return next();
    }
    const stream = c.req.raw.body;
    if (!stream) return next();

    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge(maxBytes);
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    return next();
  };
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError('payload_too_large', `The request body is larger than ${maxBytes / 1024} KB.`);
}
