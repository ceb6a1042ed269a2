#!/usr/bin/env node
// Builds the widget's standalone bundle, the demo and the operator console when their output is missing, so
// `npm run test:e2e` works on a fresh clone. `npm test` builds both before the e2e step.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [
  { workspace: '@foyer/react', markers: ['packages/react/dist/standalone'] },
  // The demo on React, and on Preact for the e2e `preact` project: one build command makes both.
  { workspace: '@foyer/demo', markers: ['apps/demo/dist/index.html', 'apps/demo/dist-preact/index.html'] },
  { workspace: '@foyer/console', markers: ['packages/console/dist/index.html'] },
];

for (const { workspace, markers } of outputs) {
  const missing = markers.filter((marker) => !existsSync(join(root, marker)));
  if (missing.length === 0) continue;
  console.log(`${missing.join(', ')} missing: npm run build -w ${workspace}`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
