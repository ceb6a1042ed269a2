/**
 * Self time per layer of a Hono app, for bench/layers.ts: the app's router is wrapped so that each
 * handler it matches (middleware or route) runs inside a timer; the server's code is untouched.
 */
import type { Context, Hono, MiddlewareHandler, Next } from 'hono';

type Handler = MiddlewareHandler;
type Tuple = [Handler, { method: string; path: string }];
type MatchResult = [Array<[Tuple, unknown]>, ...unknown[]];

export interface LayerClock {
  /** The app's fetch, timed as a whole (Hono's share is what its layers leave). */
  fetch: (request: Request, env?: object) => Promise<Response>;
  /** Adds one request's span on the node:http side (from 'request' to 'finish'). */
  addOuter: (ms: number) => void;
  reset: () => void;
  /** Layer, µs per request and share of the whole, in the order a request meets them. */
  table: (requests: number) => Array<{ layer: string; 'µs per request': number; share: string }>;
}

/**
 * The name of a layer: its function's, or for the closures middleware factories return (nameless),
 * the factory's, recognised by a phrase of its source (a layer none of them matches shows its start).
 */
const FACTORIES: Array<[string, string]> = [
  ['passedTheGate(', 'admission (the in-app budget)'],
  ['maxBytes', 'bodyLimit'],
  ['isAdminPlanePath(', 'adminPlaneApart'],
  ['someProjectAuthorizes(', 'sdkCors'],
  ['publicTokenInPath', 'sdkAuth'],
  ['"signInClient"', 'recordSignInClient'],
  ['SIGN_INS.get(', 'recordAuthActivity'],
  ['"unauthorized_credentials"', 'backendAuth'],
  ['getMediaType(', 'request validation (zod, @hono/zod-openapi)'],
  ['c.req.valid(', 'route handler'],
];
function layerName(handler: Handler): string {
  if (handler.name) return handler.name;
  const source = handler.toString();
  return FACTORIES.find(([phrase]) => source.includes(phrase))?.[1] ?? source.replace(/\s+/g, ' ').slice(0, 40);
}

// biome-ignore lint/suspicious/noExplicitAny: any app's environment; the timers do not read it
export function timeLayers(app: Hono<any>): LayerClock {
  const selfMs = new Map<string, number>();
  let fetchMs = 0;
  let outerMs = 0;
  const add = (label: string, ms: number) => selfMs.set(label, (selfMs.get(label) ?? 0) + ms);

  const wrappedTuples = new WeakMap<Tuple, Tuple>();
  const wrap = (tuple: Tuple, index: number): Tuple => {
    let wrapped = wrappedTuples.get(tuple);
    if (!wrapped) {
      const [handler, route] = tuple;
      const label = `#${String(index).padStart(2, '0')} ${layerName(handler)} (${route.method} ${route.path})`;
      wrapped = [timed(handler, label), route];
      wrappedTuples.set(tuple, wrapped);
    }
    return wrapped;
  };
  const timed = (handler: Handler, label: string): Handler => {
    return async (c: Context, next: Next) => {
      const started = performance.now();
      let inner = 0;
      const result = await handler(c, async () => {
        const nextStarted = performance.now();
        await next();
        inner += performance.now() - nextStarted;
      });
      add(label, performance.now() - started - inner);
      return result;
    };
  };

  // The router answers the same result object for the same route: wrap each result once.
  const router = app.router;
  const wrappedResults = new WeakMap<object, MatchResult>();
  (app as { router: unknown }).router = {
    name: `timed ${router.name}`,
    add: router.add.bind(router),
    match: (method: string, path: string) => {
      const result = router.match(method, path) as unknown as MatchResult;
      let wrapped = wrappedResults.get(result);
      if (!wrapped) {
        const [handlers, ...rest] = result;
        wrapped = [handlers.map(([tuple, params], index) => [wrap(tuple, index), params]), ...rest] as MatchResult;
        wrappedResults.set(result, wrapped);
      }
      return wrapped;
    },
  };

  return {
    fetch: async (request, env) => {
      const started = performance.now();
      const response = await app.fetch(request, env);
      fetchMs += performance.now() - started;
      return response;
    },
    addOuter: (ms) => {
      outerMs += ms;
    },
    reset: () => {
      selfMs.clear();
      fetchMs = 0;
      outerMs = 0;
    },
    table: (requests) => {
      const layersMs = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
      const rows: Array<[string, number]> = [
        ['node:http side: admission gate, adapter Request/Response, write', outerMs - fetchMs],
        ['Hono dispatch: routing, Context, compose', fetchMs - layersMs],
        ...[...selfMs].sort(([a], [b]) => a.localeCompare(b)),
      ];
      const total = Math.max(outerMs, fetchMs);
      return [...rows, ['whole request (from the request event to finish)', total] as [string, number]].map(
        ([layer, ms]) => ({
          layer,
          'µs per request': Math.round((ms / requests) * 1000 * 10) / 10,
          share: `${((ms / total) * 100).toFixed(1)}%`,
        }),
      );
    },
  };
}
