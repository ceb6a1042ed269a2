#!/usr/bin/env node
// Builds the widget's standalone bundle, the demo and the operator console when their output is missing, so
// `npm run test:e2e` works on a fresh clone. `npm test` builds both before the e2e step.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [
  { workspace: '@foyer/react', marker: 'packages/react/dist/standalone' },
  { workspace: '@foyer/demo', marker: 'apps/demo/dist/index.html' },
  { workspace: '@foyer/console', marker: 'packages/console/dist/index.html' },
];

for (const { workspace, marker } of outputs) {
  if (existsSync(join(root, marker))) continue;
  console.log(`${marker} is missing: npm run build -w ${workspace}`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
