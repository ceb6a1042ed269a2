import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { DeliveryTarget } from './delivery-target.ts';

/** A receiver that has not answered by then counts as a failure (Standard Webhooks / Svix: 15 s). */
export const WEBHOOK_TIMEOUT_MS = 15_000;

/**
 * POSTs a signed delivery to the pinned address (the TLS name check and SNI still use the URL's
 * host): no second DNS lookup can send it elsewhere. Redirects are not followed. Answers the status,
 * or throws with a reason a person reads (a timeout, a refused connection).
 */
export function postWebhook(
  target: Extract<DeliveryTarget, { ok: true }>,
  message: { headers: Record<string, string>; body: string; timeoutMs?: number },
): Promise<number> {
  const timeoutMs = message.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { ...message.headers, 'content-length': String(Buffer.byteLength(message.body)) },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        // The answer's body means nothing to Foyer: read and drop it so the socket is freed.
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', (error) => {
      reject(
        error.name === 'AbortError' || error.name === 'TimeoutError'
          ? new Error(`no answer within ${timeoutMs / 1000} s`)
          : error,
      );
    });
    req.end(message.body);
  });
}
