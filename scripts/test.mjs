#!/usr/bin/env node
// `npm test`: every check Foyer has, in order, stopping at the first failure.
// lint → typecheck → unit tests (all but the server's) → server tests on PostgreSQL → three
// instances behind nginx on PostgreSQL (e2e/scale-out) → server tests on SQLite and a start on
// Node 22 (scripts/node-lines.mjs; on this Node when the registry cannot be reached) → widget
// build and size budget → demo build → end-to-end tests in Chromium (the widget journeys on the
// demo built on React, then again on Preact). Ends with a 'N passed, N failed' line.
// `node scripts/test.mjs e2e demo` runs only the steps with those keys (in the usual order).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { ensurePostgres, startPostgresCluster } from './lib/postgres-cluster.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

// Things to undo if the run is interrupted (Ctrl-C, a CI timeout) mid-step.
const cleanups = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const cleanup of cleanups) cleanup();
    console.log(`\nInterrupted by ${signal}.`);
    process.exit(130);
  });
}

/** Runs a command from the repository root, output streamed; resolves on exit 0, rejects otherwise. */
function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    console.log(`$ ${[command, ...args].join(' ')}`);
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    const stopChild = () => child.kill('SIGTERM');
    cleanups.add(stopChild);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      cleanups.delete(stopChild);
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

/** @type {{ key: string, name: string, run: () => Promise<void> }[]} */
const allSteps = [
  { key: 'lint', name: 'Lint and format (biome)', run: () => run(bin('biome'), ['check', '--error-on-warnings', '.']) },
  { key: 'typecheck', name: 'Typecheck (tsc)', run: () => run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']) },
  {
    key: 'unit',
    name: 'Unit tests: widget, SDK, protocol, @foyer/node, scripts (vitest)',
    // The server's suite runs twice below, once per Node line: on PostgreSQL on this machine's Node,
    // on SQLite on Node 22. Running it a third time here (SQLite, this Node) added 7 minutes to CI.
    run: () => run(bin('vitest'), ['run', '--project', '!server']),
  },
  {
    key: 'postgres',
    name: 'Server tests on PostgreSQL (vitest --project server)',
    run: async () => {
      const cluster = await startPostgresCluster();
      cleanups.add(cluster.stop);
      console.log(`PostgreSQL throwaway cluster at ${cluster.url}`);
      try {
        await run(bin('vitest'), ['run', '--project', 'server'], { TEST_DATABASE_URL: cluster.url });
      } finally {
        cleanups.delete(cluster.stop);
        cluster.stop();
      }
    },
  },
  {
    key: 'scale-out',
    name: 'Scale-out: three instances on PostgreSQL behind nginx (vitest, e2e/scale-out)',
    run: () => run(bin('vitest'), ['run', '--config', 'e2e/scale-out/vitest.config.ts']),
  },
  {
    key: 'node-lines',
    name: 'Server tests on SQLite and start, on Node 22 LTS (npm registry binary)',
    run: () => run('npm', ['run', 'test:node-lines']),
  },
  {
    key: 'widget',
    name: 'Widget build and bundle-size budget',
    run: async () => {
      await run('npm', ['run', 'build', '-w', '@foyer/react']);
      await run('npm', ['run', 'size', '-w', '@foyer/react']);
    },
  },
  {
    key: 'demo',
    name: 'Demo and console builds',
    run: async () => {
      await run('npm', ['run', 'build', '-w', '@foyer/demo']);
      await run('npm', ['run', 'build', '-w', '@foyer/console']);
    },
  },
  {
    key: 'e2e',
    name: 'End-to-end tests (Playwright, Chromium)',
    run: () => run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { CHROMIUM_PATH: ensureChromium() }),
  },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((key) => !allSteps.some((step) => step.key === key));
if (unknown.length > 0) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${allSteps.map((step) => step.key).join(', ')}`);
  process.exit(2);
}
const steps = wanted.length > 0 ? allSteps.filter((step) => wanted.includes(step.key)) : allSteps;

function header(text) {
  const line = '='.repeat(Math.max(60, text.length + 4));
  console.log(`\n${line}\n  ${text}\n${line}`);
}

async function main() {
  header('Checking the machine: Chromium, PostgreSQL and nginx');
  try {
    console.log(`Chromium: ${ensureChromium()}`);
    console.log(`PostgreSQL: ${ensurePostgres()}`);
    console.log(`nginx: ${ensureNginx()}`);
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : error}`);
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  }

  const results = [];
  for (const [index, step] of steps.entries()) {
    header(`[${index + 1}/${steps.length}] ${step.name}`);
    const started = Date.now();
    try {
      await step.run();
      results.push({ name: step.name, ok: true, seconds: (Date.now() - started) / 1000 });
    } catch (error) {
      console.error(`\n✗ ${step.name}: ${error instanceof Error ? error.message : error}`);
      results.push({ name: step.name, ok: false, seconds: (Date.now() - started) / 1000 });
      break;
    }
  }

  header('Summary');
  for (const result of results) {
    console.log(`${result.ok ? '✓' : '✗'} ${result.name} (${result.seconds.toFixed(1)} s)`);
  }
  for (const step of steps.slice(results.length)) console.log(`- ${step.name} (not run)`);
  const passed = results.filter((result) => result.ok).length;
  const failed = results.length - passed;
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && results.length === steps.length ? 0 : 1);
}

await main();
