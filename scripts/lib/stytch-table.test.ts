import { readdirSync, readFileSync } from 'node:fs';
import stytch from 'stytch';
import { describe, expect, it } from 'vitest';

// docs/stytch.md's table is the migration guide's promise: it names every call of Stytch's B2C Node
// client (the installed `stytch`) with what Foyer does with it, and a call it marks "works" is one a
// server test drives through that very client.
const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** Every method of a client, by path (`users.get`), found by walking a client made offline. */
function methodsOf(client: object): string[] {
  const found: string[] = [];
  const seen = new Set<object>();
  const walk = (node: object, path: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    for (const [key, value] of Object.entries(node)) {
      // Namespaces are class instances; configuration and caches are plain objects or functions.
      if (value && typeof value === 'object' && Object.getPrototypeOf(value) !== Object.prototype) {
        walk(value, path ? `${path}.${key}` : key);
      }
    }
    for (
      let proto = Object.getPrototypeOf(node);
      proto && proto !== Object.prototype;
      proto = Object.getPrototypeOf(proto)
    ) {
      for (const key of Object.getOwnPropertyNames(proto)) {
        if (key !== 'constructor' && typeof proto[key] === 'function') found.push(path ? `${path}.${key}` : key);
      }
    }
  };
  walk(client, '');
  return found;
}

const credentials = { project_id: 'project-test-00000000-0000-0000-0000-000000000000', secret: 'secret-test-x' };
const b2c = methodsOf(new stytch.Client(credentials));
const b2b = methodsOf(new stytch.B2BClient(credentials));

/** The methods a table name stands for: itself, or with `ns.*` every method under `ns`. */
const methodsNamed = (name: string) =>
  name.endsWith('.*') ? b2c.filter((method) => method.startsWith(name.slice(0, -1))) : b2c.filter((m) => m === name);

/**
 * The table's Node rows, each backticked name resolved to client methods. A row may shorten a name
 * after its first (`users.deleteEmail`, `deletePhoneNumber`): a short name is read under the
 * namespaces of the name before it, innermost first.
 */
function nodeRows(): { cell: string; status: string; methods: string[]; unresolved: string[] }[] {
  const rows = read('docs/stytch.md')
    .split('\n')
    .filter((line) => line.startsWith('| Node: '))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  return rows.map(([, cell = '', status = '']) => {
    const methods: string[] = [];
    const unresolved: string[] = [];
    let previous = '';
    for (const [, name = ''] of cell.matchAll(/`([\w.*]+)`/g)) {
      const namespaces = previous.split('.').slice(0, -1);
      const candidates = [
        name,
        ...namespaces.map((_, i) => `${namespaces.slice(0, namespaces.length - i).join('.')}.${name}`),
      ];
      const found = candidates.map(methodsNamed).find((named) => named.length > 0);
      if (found) methods.push(...found);
      else unresolved.push(name);
      previous = found?.[0] ?? previous;
    }
    return { cell, status, methods, unresolved };
  });
}

/** The Node client's tests: every server test file named stytch…test.ts. */
const testSources = readdirSync(new URL('packages/server/src/', root), { recursive: true, encoding: 'utf8' })
  .filter((path) => /(^|\/)stytch[^/]*\.test\.ts$/.test(path))
  .map((path) => read(`packages/server/src/${path}`))
  .join('\n');

describe("docs/stytch.md's table of Stytch's B2C calls", () => {
  const rows = nodeRows();

  it('names every method of the B2C Node client, and only names it has', () => {
    expect(b2c.length).toBeGreaterThan(90);
    const named = new Set(rows.flatMap((row) => row.methods));
    expect(b2c.filter((method) => !named.has(method))).toEqual([]);
    // A row of calls names only calls the client has (a row about parameters names no call).
    for (const row of rows) if (row.methods.length > 0) expect(row.unresolved, row.cell).toEqual([]);
  });

  it('marks a call "works" only when a test drives it through the client', () => {
    const works = rows.filter((row) => row.status.startsWith('works')).flatMap((row) => row.methods);
    expect(works.length).toBeGreaterThan(60);
    expect(works.filter((method) => !testSources.includes(`'${method}'`))).toEqual([]);
  });

  it('says sessions.exchange is B2B only: the B2C client has none, the B2B client has b2b.sessions.exchange', () => {
    expect(b2c).not.toContain('sessions.exchange');
    expect(b2b).toContain('sessions.exchange');
    expect(read('docs/stytch.md')).toContain('`b2b.sessions.exchange`');
  });
});
