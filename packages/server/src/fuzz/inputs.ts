/**
 * Hostile inputs for the fuzz suite: values of the wrong type, edge-case strings, malformed bodies
 * and headers. Deterministic: the same run sends the same requests.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema fragments from the OpenAPI document
export type Schema = Record<string, any>;

/** Just under the 64 KB body limit once wrapped in a JSON body. */
const NEAR_LIMIT = 60 * 1024;

const nestedObject = (depth: number): unknown => (depth === 0 ? 1 : { a: nestedObject(depth - 1) });

/** Values put in place of each field of a body. */
export const JUNK_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['negative', -1],
  ['huge number', 1e308],
  ['fraction', 0.5],
  ['empty string', ''],
  ['short string', 'x'],
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', 'a\udfffb'],
  ['string near the body limit', 'a'.repeat(NEAR_LIMIT)],
  ['empty array', []],
  ['array of junk', [null, {}, 'x', 1]],
  ['empty object', {}],
  ['object nested 40 deep', nestedObject(40)],
  ['prototype key', JSON.parse('{"__proto__":{"polluted":true}}')],
];

/** Whole bodies that are not the JSON object a route expects. */
export const RAW_BODIES: ReadonlyArray<readonly [string, string | Uint8Array]> = [
  ['empty body', ''],
  ['truncated object', '{'],
  ['truncated member', '{"a":'],
  ['JSON null', 'null'],
  ['JSON array', '[]'],
  ['JSON string', '"x"'],
  ['number overflowing a double', '1e999999'],
  ['trailing garbage', '{}}'],
  ['prototype pollution', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'],
  ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
  ['lone surrogate escape', '{"email":"\\ud800@example.com","token":"\\udc00"}'],
  ['arrays nested 10,000 deep', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
  ['objects nested 10,000 deep', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
  ['body just over the limit', `{"a":"${'a'.repeat(64 * 1024)}"}`],
];

/** Content-Type headers a JSON route must refuse or survive (undefined: none sent). */
export const CONTENT_TYPES: ReadonlyArray<string | undefined> = [
  undefined,
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16',
  'application/jsonx',
];

/** Authorization headers that name no project, or name one wrongly (undefined: none sent). */
export function badAuthorizations(publicToken: string): ReadonlyArray<string | undefined> {
  const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
  return [
    undefined,
    'Basic',
    'Basic !!!not-base64!!!',
    'Bearer some-token',
    basic('no-colon'),
    basic(':'),
    basic('\u0000:\u0000'),
    basic(`${publicToken}:session-token-that-does-not-exist`),
    basic(`${publicToken}:${'s'.repeat(4000)}`),
    basic('project-test-unknown:secret'),
    `Basic ${'A'.repeat(8000)}`,
  ];
}

export const BAD_ORIGINS = [
  'https://evil.example',
  'null',
  'http://host.example',
  `https://${'a'.repeat(3000)}.example`,
];

/** Values for path parameters, already percent-encoded as they go into the URL. */
export const JUNK_PATH_PARAMS = [
  'x',
  '%E0%A4%A',
  '%ED%A0%80',
  '%00',
  '..%2F..%2Fetc',
  "'%20OR%201%3D1--",
  'a'.repeat(3000),
  '%F0%9F%98%80',
];

export const JUNK_QUERIES = ['?%ZZ', '?a=%E0%A4%A', `?${'a='.repeat(2000)}`, '?__proto__[x]=1'];

export const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;

/** A body that satisfies the schema as far as a simple reading of it goes: the base each mutation changes. */
export function exampleOf(schema: Schema, resolve: (s: Schema) => Schema, depth = 0): unknown {
  const s = resolve(schema);
  if (depth > 6) return null;
  if (s.enum) return s.enum[0];
  if (s.const !== undefined) return s.const;
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return exampleOf(alternatives[0], resolve, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, exampleOf(property, resolve, depth + 1)]),
      );
    }
    case 'array':
      return [exampleOf(s.items ?? {}, resolve, depth + 1)];
    case 'integer':
    case 'number':
      return s.minimum ?? 60;
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (s.format === 'uri' || s.format === 'url') return 'https://host.example/authenticate';
      return 'a'.repeat(Math.max(1, s.minLength ?? 8));
    default:
      return 'x';
  }
}

/** Every path to a value inside a body, objects and arrays included, up to three levels deep. */
export function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (prefix.length >= 3 || value === null || typeof value !== 'object') return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

/** A deep copy of `value` with the thing at `path` replaced (or removed when `replacement` is REMOVE). */
export function withValueAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (replacement === REMOVE) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

export const REMOVE = Symbol('remove');
