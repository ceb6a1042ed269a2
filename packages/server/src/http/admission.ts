import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { type AdmissionSettings, DEFAULT_ADMISSION_SETTINGS } from '../config/admission-settings.ts';
import { buildProxyList } from '../config/proxy-settings.ts';
import { ApiError } from '../errors/api-error.ts';
import { errorMessage } from '../errors/messages/index.ts';
import { localeFromAcceptLanguage } from '../locales/request-locale.ts';
import { rateLimitRefusals } from '../metrics/registry.ts';
import { clientAddress, clientAddressOf, clientLimitKey } from '../security/client-address.ts';
import { createClientBudget } from '../security/client-budget.ts';
import { retryAfterHeader } from '../security/rate-limit.ts';
import type { AppEnv } from './env.ts';

/** Load balancers' probes are never refused. */
const EXEMPT_PATHS = new Set(['/healthz', '/readyz']);

/** Set on a Node request the gate has already admitted, so the app's middleware does not count it twice. */
const GATED = Symbol('foyer.admission.gated');

interface AdmissionOptions {
  settings?: AdmissionSettings | undefined;
  trustedProxies?: readonly string[] | undefined;
  now: () => number;
}

/** How long a refusal is held before it is answered (at most its Retry-After). */
export const REFUSAL_HOLD_MS = 1_000;
/** Refusals held at once, across clients; past it they are answered at once (a bound on memory). */
const MAX_HELD_REFUSALS = 10_000;

/**
 * Cheap refusal and fair admission in the node:http layer (http/listen.ts), before the Hono
 * adapter builds a Request, before any middleware, authentication, body read or database
 * statement: a client past its in-memory budget (security/client-budget.ts) gets a prebuilt
 * 429 too_many_requests with Retry-After, the same answer the app's middleware gives. Measured
 * under one client's flood (bench/refused-flood.ts), a refusal through Hono cost about 300 µs of
 * the event loop (the adapter, four middlewares, an ApiError's stack, the error handler); here it
 * is a map lookup and one write.
 *
 * The refusal is held for `holdMs` (at most its Retry-After) before it is written: a script that
 * sends again as soon as it is answered otherwise costs a write per refusal as fast as the socket
 * turns around (1,700 a second on 100 connections); held, it gets one answer per connection per
 * second. A browser past its budget waits that second anyway (Retry-After).
 */
export function admissionGate(
  options: AdmissionOptions & { holdMs?: number },
): (listener: RequestListener) => RequestListener {
  const budget = createClientBudget(options.settings ?? DEFAULT_ADMISSION_SETTINGS, options.now);
  const trusted = buildProxyList(options.trustedProxies ?? []);
  const holdMs = options.holdMs ?? REFUSAL_HOLD_MS;
  let held = 0;
  const refuseLater = (request: IncomingMessage, response: ServerResponse, retryAfterSeconds: number) => {
    const wait = Math.min(holdMs, retryAfterSeconds * 1000);
    if (wait <= 0 || held >= MAX_HELD_REFUSALS) return refuse(request, response, retryAfterSeconds);
    held += 1;
    setTimeout(() => {
      held -= 1;
      refuse(request, response, retryAfterSeconds);
    }, wait).unref();
  };
  return (listener) => (request, response) => {
    const path = pathOf(request.url);
    const address = EXEMPT_PATHS.has(path)
      ? null
      : clientAddressOf(request.socket.remoteAddress, headerOf(request, 'x-forwarded-for'), trusted);
    if (address) {
      const verdict = budget.admit(clientLimitKey(address));
      if (!verdict.admitted) {
        refuseLater(request, response, verdict.retryAfterSeconds);
        return;
      }
      response.once('close', verdict.done);
    }
    Object.defineProperty(request, GATED, { value: true });
    listener(request, response);
  };
}

/**
 * The same budget as a Hono middleware, for requests that did not come through the gate: the app
 * called in-process with a socket address (tests), or served by something other than listen().
 * Requests the gate admitted pass straight through. Requests without a socket are not counted.
 */
export function admission(options: AdmissionOptions): MiddlewareHandler<AppEnv> {
  const budget = createClientBudget(options.settings ?? DEFAULT_ADMISSION_SETTINGS, options.now);
  const trusted = buildProxyList(options.trustedProxies ?? []);
  return async (c, next) => {
    if (passedTheGate(c.env)) return next();
    const address = EXEMPT_PATHS.has(c.req.path) ? null : clientAddress(c, trusted);
    if (!address) return next();
    const verdict = budget.admit(clientLimitKey(address));
    if (!verdict.admitted) {
      rateLimitRefusals.inc({ limit: 'admission' });
      throw new ApiError('too_many_requests', undefined, { headers: retryAfterHeader(verdict.retryAfterSeconds) });
    }
    try {
      await next();
    } finally {
      verdict.done();
    }
  };
}

function passedTheGate(env: unknown): boolean {
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return false;
  const { incoming } = env;
  return typeof incoming === 'object' && incoming !== null && GATED in incoming;
}

/** The error body's message, as JSON, per Accept-Language header seen (a handful in practice). */
const messagesByHeader = new Map<string, string>();

/**
 * Writes the app's 429 answer (errorBody in http/error-handler.ts, the headers of
 * security-headers.ts) straight to the socket. Every refusal is `no-store`: no cache may keep it.
 */
function refuse(request: IncomingMessage, response: ServerResponse, retryAfterSeconds: number): void {
  // Held, the client may have gone (or the server stopped) in the meantime.
  if (response.writableEnded || response.destroyed) return;
  rateLimitRefusals.inc({ limit: 'admission' });
  const requestId = `request-id-${randomUUID()}`;
  const body = `{"status_code":429,"request_id":"${requestId}","error_type":"too_many_requests","error_message":${messageFor(headerOf(request, 'accept-language'))}}`;
  response.writeHead(429, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Retry-After': String(retryAfterSeconds),
    'X-Request-Id': requestId,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
  response.end(body);
}

function messageFor(acceptLanguage: string | undefined): string {
  const header = acceptLanguage ?? '';
  let message = messagesByHeader.get(header);
  if (message === undefined) {
    // Headers are the client's to choose: past a few hundred, start again rather than grow.
    if (messagesByHeader.size >= 256) messagesByHeader.clear();
    message = JSON.stringify(errorMessage('too_many_requests', localeFromAcceptLanguage(header)));
    messagesByHeader.set(header, message);
  }
  return message;
}

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function pathOf(url: string | undefined): string {
  const path = url ?? '/';
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
}
