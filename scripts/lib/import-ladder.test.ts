import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImportLadder, formatViolation, importGraph, relativeImports } from './import-ladder.mjs';

let root: string;

/** A throwaway source tree: path → file text. */
function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'import-ladder-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

const ladder = [['config'], ['core'], ['ui'], ['screens'], ['index']];
const check = (files: Record<string, string>, floors = ladder) =>
  checkImportLadder({ root: tree(files), ladder: floors }).map(formatViolation);

describe('checkImportLadder', () => {
  it('accepts imports down the ladder and inside one folder', () => {
    expect(
      check({
        'config/types.ts': 'export type A = 1;',
        'core/a.ts': "import type { A } from '../config/types.ts';\nimport { b } from './b.ts';",
        'core/b.ts': 'export const b = 1;',
        'screens/x/Y.tsx': "import { b } from '../../core/b.ts';\nexport * from '../../ui/Button.tsx';",
        'ui/Button.tsx': "import { b } from '../core/b.ts';",
        'index.ts': "export { Y } from './screens/x/Y.tsx';",
      }),
    ).toEqual([]);
  });

  it('names the file, line and import of an arrow pointing up', () => {
    expect(
      check({
        'core/a.ts': "// a comment\nimport { Button } from '../ui/Button.tsx';",
        'ui/Button.tsx': 'export const Button = 1;',
      }),
    ).toEqual(["core/a.ts:2 imports '../ui/Button.tsx': 'core' may not import 'ui', a higher floor"]);
  });

  it('counts type-only, re-exporting and dynamic imports', () => {
    expect(
      check({
        'config/a.ts': [
          "import type { T } from '../core/t.ts';",
          "export { u } from '../ui/u.ts';",
          "const load = () => import('../screens/s.ts');",
        ].join('\n'),
      }),
    ).toEqual([
      "config/a.ts:1 imports '../core/t.ts': 'config' may not import 'core', a higher floor",
      "config/a.ts:2 imports '../ui/u.ts': 'config' may not import 'ui', a higher floor",
      "config/a.ts:3 imports '../screens/s.ts': 'config' may not import 'screens', a higher floor",
    ]);
  });

  it('refuses imports sideways between folders on one floor', () => {
    expect(check({ 'flow/a.ts': "import { b } from '../screens/b.ts';" }, [['core'], ['flow', 'screens']])).toEqual([
      "flow/a.ts:1 imports '../screens/b.ts': 'flow' may not import 'screens', on the same floor",
    ]);
  });

  it('treats a file at the root as its own entry, named without its extension', () => {
    expect(
      check(
        {
          'index.ts': "import { mount } from './mount.ts';",
          'mount.ts': "import { x } from './index.ts';",
        },
        [['mount'], ['index']],
      ),
    ).toEqual(["mount.ts:1 imports './index.ts': 'mount' may not import 'index', a higher floor"]);
  });

  it('reports a folder missing from the ladder, so a new one must be placed', () => {
    expect(
      check({ 'helpers/h.ts': "import { b } from '../core/b.ts';", 'core/c.ts': "import '../helpers/h.ts';" }),
    ).toEqual([
      "core/c.ts:1 imports '../helpers/h.ts': 'helpers' is not on the ladder",
      "helpers/h.ts: 'helpers' is not on the ladder",
    ]);
  });

  it('skips test files, package imports and paths leaving the root', () => {
    expect(
      check({
        'core/a.test.ts': "import { Button } from '../ui/Button.tsx';",
        'core/b.ts': "import { z } from 'zod';\nimport { x } from '../../elsewhere/x.ts';",
      }),
    ).toEqual([]);
  });
});

describe('relativeImports', () => {
  it('ignores import-like text in strings and comments', () => {
    expect(relativeImports("const s = \"import x from '../ui/a.ts'\";\n/* import('../ui/b.ts') */")).toEqual([]);
  });
});

describe('importGraph', () => {
  it('finds files that import each other round a loop (type-only imports too), and no package has one', () => {
    const graph = importGraph(
      tree({
        'store/cache.ts': "import type { Project } from './projects.ts';",
        'store/projects.ts': "import { cached } from './cache.ts';\nimport { row } from './row.ts';",
        'store/row.ts': 'export const row = 1;',
        'a.ts': "import { b } from './b';",
        'b.ts': "import { c } from './c/index.ts';",
        'c/index.ts': "import { a } from '../a.ts';",
      }),
    );
    expect(graph).toEqual({
      modules: 6,
      edges: 6,
      loops: expect.arrayContaining([
        ['store/cache.ts', 'store/projects.ts'],
        ['a.ts', 'b.ts', 'c/index.ts'],
      ]),
    });
    expect(graph.loops).toHaveLength(2);
    // Regression: store/project-cache.ts and store/projects.ts imported each other.
    for (const name of ['protocol', 'sdk', 'react', 'server', 'node', 'console']) {
      expect({
        name,
        loops: importGraph(fileURLToPath(new URL(`../../packages/${name}/src`, import.meta.url))).loops,
      }).toEqual({ name, loops: [] });
    }
  });
});
