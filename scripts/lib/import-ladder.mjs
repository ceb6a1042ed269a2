// Checks that the top-level folders of a source tree form a ladder (docs/architecture.md: "no two
// import each other, directly or round a loop"): a file may import from its own top-level entry or
// from a lower floor, never from a higher one or a neighbour on the same floor. Static, type-only,
// re-exporting and dynamic imports all count: a lazy chunk is still a dependency.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const TEST = /\.test\.[cm]?[jt]sx?$/;

/**
 * The top-level entry a path inside `root` belongs to: its first folder, or for a file at the root
 * its name without extension (`mount.ts` → `mount`). The root itself is `index`.
 */
export function topLevelName(root, path) {
  const rel = relative(root, path);
  if (rel === '') return 'index';
  const [first = '', ...rest] = rel.split(sep);
  return rest.length > 0 ? first : first.slice(0, first.length - extname(first).length) || first;
}

/** Every non-test source file under `root`, sorted, as absolute paths. */
export function sourceFiles(root) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The relative import specifiers of one file's text, with 1-based line numbers. */
export function relativeImports(text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .filter(
      ({ fileName }) =>
        fileName.startsWith('./') || fileName.startsWith('../') || fileName === '.' || fileName === '..',
    )
    .map(({ fileName, pos }) => ({ specifier: fileName, line: text.slice(0, pos).split('\n').length }));
}

/**
 * Checks every non-test source file under `root` against `ladder`.
 *
 * @param {{ root: string, ladder: string[][] }} options `ladder` lists floors from the bottom up;
 *   each floor names top-level entries (folders, or root files without extension) that may import
 *   any lower floor but not each other.
 * @returns {{ file: string, line: number, specifier: string, from: string, to: string, reason: string }[]}
 *   One entry per offending import; `file` is relative to `root` with `/` separators.
 * @example
 *   checkImportLadder({ root: 'packages/react/src', ladder: [['config'], ['core'], ['ui'], ['index']] });
 */
export function checkImportLadder({ root, ladder }) {
  const absoluteRoot = resolve(root);
  const floorOf = new Map();
  ladder.forEach((floor, index) => {
    for (const name of floor) floorOf.set(name, index);
  });
  const violations = [];
  for (const path of sourceFiles(absoluteRoot)) {
    const file = relative(absoluteRoot, path).split(sep).join('/');
    const from = topLevelName(absoluteRoot, path);
    const report = (line, specifier, to, reason) => violations.push({ file, line, specifier, from, to, reason });
    if (!floorOf.has(from)) report(1, '', from, `'${from}' is not on the ladder`);
    for (const { specifier, line } of relativeImports(readFileSync(path, 'utf8'))) {
      const target = resolve(dirname(path), specifier);
      if (target !== absoluteRoot && !target.startsWith(absoluteRoot + sep)) continue;
      const to = topLevelName(absoluteRoot, target);
      if (to === from) continue;
      if (!floorOf.has(to)) report(line, specifier, to, `'${to}' is not on the ladder`);
      else if (!floorOf.has(from)) continue;
      else if (floorOf.get(to) > floorOf.get(from))
        report(line, specifier, to, `'${from}' may not import '${to}', a higher floor`);
      else if (floorOf.get(to) === floorOf.get(from))
        report(line, specifier, to, `'${from}' may not import '${to}', on the same floor`);
    }
  }
  return violations;
}

/** One line per violation, e.g. `ui/Button.tsx:3 imports '../flow/state.ts': 'ui' may not import 'flow', a higher floor`. */
export function formatViolation({ file, line, specifier, reason }) {
  return specifier ? `${file}:${line} imports '${specifier}': ${reason}` : `${file}: ${reason}`;
}

/** The source file a relative specifier names (`./a.ts`, `./a`, `./dir` → its index), or null. */
function resolveSource(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/**
 * The import graph of the non-test source files under `root`: how many files (modules), how many
 * relative imports between them (edges; type-only ones count, as on the ladder), and every loop:
 * a group of files that import each other round a cycle (Tarjan's strongly connected components),
 * each as sorted paths relative to `root`.
 * @returns {{ modules: number, edges: number, loops: string[][] }}
 */
export function importGraph(root) {
  const absoluteRoot = resolve(root);
  const graph = new Map(sourceFiles(absoluteRoot).map((path) => [path, new Set()]));
  let edges = 0;
  for (const [path, targets] of graph) {
    for (const { specifier } of relativeImports(readFileSync(path, 'utf8'))) {
      const target = resolveSource(path, specifier);
      if (target && graph.has(target) && !targets.has(target)) {
        targets.add(target);
        edges++;
      }
    }
  }
  const loops = [];
  const state = new Map();
  const stack = [];
  let counter = 0;
  const visit = (node) => {
    const own = { index: counter, low: counter, onStack: true };
    counter++;
    state.set(node, own);
    stack.push(node);
    for (const next of graph.get(node)) {
      if (!state.has(next)) visit(next);
      const seen = state.get(next);
      if (seen.onStack) own.low = Math.min(own.low, seen.low);
    }
    if (own.low !== own.index) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      group.push(relative(absoluteRoot, member).split(sep).join('/'));
    } while (member !== node);
    if (group.length > 1 || graph.get(node).has(node)) loops.push(group.sort());
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return { modules: graph.size, edges, loops };
}
