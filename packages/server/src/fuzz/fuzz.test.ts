import { isErrorType } from '@foyer/protocol/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext, testProjectConfig } from '../testing/test-context.ts';
import {
  BAD_ORIGINS,
  badAuthorizations,
  CONTENT_TYPES,
  exampleOf,
  JUNK_PATH_PARAMS,
  JUNK_QUERIES,
  JUNK_VALUES,
  METHODS,
  pathsOf,
  RAW_BODIES,
  REMOVE,
  type Schema,
  withValueAt,
} from './inputs.ts';

interface Probe {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string | undefined>;
  body?: string | Uint8Array;
}

interface Operation {
  method: string;
  path: string;
  auth: 'public' | 'secret' | 'none';
  bodySchema: Schema | null;
}

const PUBLIC_TOKEN = testProjectConfig.public_token;
const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
const SDK_AUTH = basic(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`);
const SECRET_AUTH = basic(`${testProjectConfig.project_id}:${testProjectConfig.secret}`);

/**
 * Fuzzes every route of a real app (SQLite, development mode) with malformed input read off its own
 * /openapi.json: bad JSON, wrong types per field, missing fields, strings near the body limit, deep
 * nesting, NUL and lone surrogates, wrong Content-Types, bad credentials and Origins, bad
 * percent-encoding, wrong methods; and the routes outside the document (OAuth start and callback,
 * the development API). No answer may be a 5xx, every error must be the wire's error body with a
 * catalogue type, and the server must still answer normally at the end.
 */
describe('fuzzing every route with malformed input', () => {
  let t: TestContext;
  let operations: Operation[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: the generated OpenAPI document, read as JSON
  let document: any;
  beforeAll(async () => {
    t = await createTestContext({
      // A public URL nothing listens on: the development provider's discovery fails at once, offline.
      config: { mode: 'development', testClock: true, publicUrl: 'http://127.0.0.1:9' },
      deps: {
        devCredentials: {
          project_id: testProjectConfig.project_id,
          public_token: PUBLIC_TOKEN,
          secret: testProjectConfig.secret,
        },
      },
    });
    document = await (await t.app.request('/openapi.json')).json();
    operations = readOperations(document);
  });
  afterAll(() => t.close());

  const resolve = (schema: Schema): Schema => {
    const ref = schema.$ref as string | undefined;
    return ref ? resolve(document.components.schemas[ref.replace('#/components/schemas/', '')]) : schema;
  };

  it('answers no request with a 5xx, and every error with the wire error body', { timeout: 60_000 }, async () => {
    const probes = [...operations.flatMap((op) => probesFor(op, resolve)), ...nonJsonProbes()];
    const failures: string[] = [];
    const started = performance.now();
    await runAll(probes, 4, async (probe) => {
      const problem = await send(t, probe);
      if (problem) failures.push(`${probe.method} ${probe.path.slice(0, 120)} [${probe.label}]: ${problem}`);
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`fuzz: ${probes.length} requests over ${operations.length} documented operations in ${seconds} s`);

    expect(operations.length).toBeGreaterThan(25);
    expect(failures).toEqual([]);
    // Still serving after all that.
    const after = await t.sdk(`/projects/bootstrap/${PUBLIC_TOKEN}`);
    expect(after.status).toBe(200);
    expect(t.logs.filter((line) => /failed: /.test(line))).toEqual([]);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: the generated OpenAPI document, read as JSON
function readOperations(document: any): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<Record<string, Schema>>(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const security = ((operation.security ?? []) as Array<Record<string, unknown>>).flatMap(Object.keys);
      operations.push({
        method: method.toUpperCase(),
        path,
        auth: security.includes('projectSecret') ? 'secret' : security.includes('publicToken') ? 'public' : 'none',
        bodySchema: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

function probesFor(op: Operation, resolve: (s: Schema) => Schema): Probe[] {
  const path = op.path.replace(/\{[^}]+\}/g, 'junk-id');
  const auth = op.auth === 'secret' ? SECRET_AUTH : op.auth === 'public' ? SDK_AUTH : undefined;
  const headers = { authorization: auth, origin: op.auth === 'public' ? TEST_ORIGIN : undefined };
  const json = { ...headers, 'content-type': 'application/json' };
  const base = op.bodySchema ? exampleOf(op.bodySchema, resolve) : undefined;
  const body = base === undefined ? undefined : JSON.stringify(base);
  const probe = (label: string, extra: Partial<Probe> = {}): Probe => ({
    label,
    method: op.method,
    path,
    headers: body === undefined ? headers : json,
    body,
    ...extra,
  });

  const probes: Probe[] = [probe('the example body')];
  for (const value of JUNK_PATH_PARAMS) {
    if (op.path.includes('{'))
      probes.push(probe(`path parameter ${value.slice(0, 20)}`, { path: op.path.replace(/\{[^}]+\}/g, value) }));
  }
  for (const query of JUNK_QUERIES) probes.push(probe(`query ${query.slice(0, 20)}`, { path: path + query }));
  probes.push(probe('malformed percent-encoding in the path', { path: `${path}/%E0%A4%A` }));
  for (const method of METHODS) if (method !== op.method) probes.push(probe(`method ${method}`, { method }));
  for (const authorization of badAuthorizations(PUBLIC_TOKEN)) {
    probes.push(
      probe(`authorization ${String(authorization).slice(0, 30)}`, {
        headers: { ...(body ? json : headers), authorization },
      }),
    );
  }
  if (op.auth === 'public') {
    for (const origin of BAD_ORIGINS)
      probes.push(probe(`origin ${origin.slice(0, 30)}`, { headers: { ...json, origin } }));
  }
  if (base === undefined) return probes;

  for (const [label, raw] of RAW_BODIES) probes.push(probe(label, { body: raw }));
  for (const contentType of CONTENT_TYPES) {
    probes.push(probe(`content-type ${contentType}`, { headers: { ...headers, 'content-type': contentType } }));
  }
  for (const fieldPath of pathsOf(base)) {
    const name = fieldPath.join('.');
    probes.push(probe(`without ${name}`, { body: JSON.stringify(withValueAt(base, fieldPath, REMOVE)) }));
    for (const [label, value] of JUNK_VALUES) {
      probes.push(probe(`${name} = ${label}`, { body: JSON.stringify(withValueAt(base, fieldPath, value)) }));
    }
  }
  return probes;
}

/** The routes outside the OpenAPI document: OAuth's browser navigations and the development API. */
function nonJsonProbes(): Probe[] {
  const probes: Probe[] = [];
  const get = (label: string, path: string, headers?: Record<string, string>) =>
    probes.push({ label, method: 'GET', path, headers });
  const post = (label: string, path: string, contentType: string | undefined, body: string | Uint8Array) =>
    probes.push({ label, method: 'POST', path, headers: { 'content-type': contentType }, body });

  const starts = [
    '',
    '?public_token=',
    '?public_token=%00',
    `?public_token=${'a'.repeat(300)}`,
    `?public_token=${PUBLIC_TOKEN}`,
  ];
  for (const provider of ['google', 'oidc', 'GitHub', 'no-such-provider', '%E0%A4%A', '%00', 'a'.repeat(500)]) {
    for (const query of starts) get(`OAuth start ${query.slice(0, 20)}`, `/v1/public/oauth/${provider}/start${query}`);
  }
  const withToken = `/v1/public/oauth/google/start?public_token=${PUBLIC_TOKEN}`;
  for (const extra of [
    '&provider_params=%7B',
    '&provider_params=%5B%5D',
    '&provider_params=%7B%22a%22%3A1%7D',
    `&provider_params=${encodeURIComponent(`${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`)}`,
    '&login_redirect_url=javascript:alert(1)',
    '&login_redirect_url=%E0%A4%A',
    `&custom_scopes=${'s%20'.repeat(700)}`,
    '&public_token=twice',
  ]) {
    get(`OAuth start ${extra.slice(0, 30)}`, withToken + extra);
  }

  const callback = '/v1/public/oauth/callback';
  for (const query of [
    '',
    '?state=',
    '?state=unknown&code=x',
    '?error=access_denied',
    '?state=%E0%A4%A',
    '?state=a&state=b',
    `?state=${'a'.repeat(5000)}`,
  ]) {
    get(`OAuth callback ${query.slice(0, 20)}`, callback + query);
  }
  for (const [label, contentType, body] of [
    ['form', 'application/x-www-form-urlencoded', 'state=unknown&code=x&user=%7B'],
    ['form with bad escapes', 'application/x-www-form-urlencoded', 'state=%E0%A4%A&%ZZ=1'],
    [
      'multipart',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="state"\r\n\r\nx\r\n--b--',
    ],
    ['broken multipart', 'multipart/form-data; boundary=b', '--b\r\nno headers'],
    ['multipart without boundary', 'multipart/form-data', 'x'],
    ['JSON', 'application/json', '{"state":"x"}'],
    ['no content type', undefined, 'state=x'],
    ['invalid UTF-8', 'application/x-www-form-urlencoded', new Uint8Array([0x73, 0x3d, 0xff, 0xfe])],
  ] as const) {
    post(`OAuth form_post callback: ${label}`, callback, contentType, body);
  }

  for (const path of [
    '/dev/api/project',
    '/dev/api/outbox',
    '/dev/outbox',
    '/docs',
    '/openapi.json',
    '/.well-known/jwks.json',
  ]) {
    for (const method of METHODS) probes.push({ label: `method ${method}`, method, path });
  }
  for (const token of ['x', '%E0%A4%A', '%00', 'a'.repeat(3000)]) {
    get(`bootstrap ${token.slice(0, 20)}`, `/sdk/v1/projects/bootstrap/${token}`);
    get(`key set of project ${token.slice(0, 20)}`, `/v1/sessions/jwks/${token}`);
  }
  for (const [label, body] of RAW_BODIES) post(`test clock: ${label}`, '/dev/api/clock', 'application/json', body);
  for (const [label, value] of JUNK_VALUES) {
    post(
      `test clock: advance_ms = ${label}`,
      '/dev/api/clock',
      'application/json',
      JSON.stringify({ advance_ms: value }),
    );
  }
  return probes;
}

/** Sends one probe; answers what is wrong with the answer, or null when it is acceptable. */
async function send(t: TestContext, probe: Probe): Promise<string | null> {
  const headers = Object.fromEntries(
    Object.entries(probe.headers ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const hasBody = probe.body !== undefined && probe.method !== 'GET' && probe.method !== 'HEAD';
  let response: Response;
  try {
    response = await t.app.request(probe.path, {
      method: probe.method,
      headers,
      body: hasBody ? (probe.body as BodyInit) : undefined,
    });
  } catch (error) {
    return `threw ${(error as Error).message}`;
  }
  const { status } = response;
  if (status >= 500) return `answered ${status}: ${(await response.text()).slice(0, 200)}`;
  if (status < 400 || probe.method === 'HEAD') return null;
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return `answered ${status} with a body that is not JSON: ${text.slice(0, 100)}`;
  }
  const wireShape =
    body.status_code === status &&
    typeof body.request_id === 'string' &&
    isErrorType(body.error_type) &&
    typeof body.error_message === 'string' &&
    body.error_message.length > 0;
  return wireShape ? null : `answered ${status} with ${text.slice(0, 200)}`;
}

/** Runs `task` over `items`, `concurrency` at a time. */
async function runAll<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
