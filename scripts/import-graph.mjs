#!/usr/bin/env node
// Prints each package's import graph: files, imports between them, and any loop of files that
// import each other (scripts/lib/import-ladder.mjs's importGraph). `node scripts/import-graph.mjs [repo]`
// measures another checkout, e.g. a `git worktree` of an older commit, for a before/after.
import { join, resolve } from 'node:path';
import { importGraph } from './lib/import-ladder.mjs';

const repository = resolve(process.argv[2] ?? '.');
for (const name of ['protocol', 'sdk', 'react', 'server', 'node']) {
  const { modules, edges, loops } = importGraph(join(repository, 'packages', name, 'src'));
  console.log(
    `${name.padEnd(9)} ${String(modules).padStart(4)} modules ${String(edges).padStart(5)} edges ${loops.length} loops`,
  );
  for (const loop of loops) console.log(`          loop: ${loop.join(' ↔ ')}`);
}
