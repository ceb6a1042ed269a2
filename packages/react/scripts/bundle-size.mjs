#!/usr/bin/env node
/**
 * What a browser downloads for a login page configured with only email magic links, in both
 * builds: the entry, its static imports, and the lazily loaded email-magic-link chunk with its
 * static imports (other products' chunks are never requested). Gzip sizes; source maps excluded.
 * The library is measured after minification, as a host's bundler would serve it (Vite's library
 * mode leaves whitespace in for that bundler); the standalone bundle is measured as built.
 * Exits non-zero when a build passes its budget. Run `npm run build` first.
 *
 * Budgets: the measurement when they were set (library 8.5 KB; standalone 86.7 KB, the SDK's
 * createClient included) plus about 15% and 10% headroom.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { minifySync } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCT_CHUNK = 'src/screens/emailMagicLinks/index.ts';

// Budgets are the measurement with all six products built in (library 14.4 KB, standalone 94.5 KB,
// November 2026) plus a little headroom. Every product's strings and flow state sit in the entry
// (one catalogue a host overrides key by key); its screens stay in lazy chunks this page never loads.
// For scale: Stytch's prebuilt UI is ~89 KB without React and ~102 KB standalone.
const BUILDS = [
  { name: 'library (React, react-dom, react-hot-toast, swr external)', dir: 'dist/lib', minify: true, budgetKB: 16 },
  { name: 'standalone (React included)', dir: 'dist/standalone', minify: false, budgetKB: 100 },
];

/** The chunk files a manifest key pulls in by static import, the key's own file first. */
function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

let failed = false;
for (const build of BUILDS) {
  const dir = join(root, build.dir);
  const manifestPath = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`${build.dir}: no build found; run \`npm run build -w @foyer/react\` first.`);
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const files = staticClosure(manifest, entry);
  staticClosure(manifest, PRODUCT_CHUNK, files);

  console.log(`\n${build.name}: ${build.dir}`);
  let total = 0;
  for (const file of files) {
    const code = readFileSync(join(dir, file), 'utf8');
    const served = build.minify ? minifySync(file, code, { module: true }).code : code;
    const bytes = gzipSync(served).length;
    total += bytes;
    console.log(`  ${file.padEnd(36)} ${(bytes / 1024).toFixed(2).padStart(7)} KB gzip`);
  }
  const totalKB = total / 1024;
  const verdict = totalKB <= build.budgetKB ? 'ok' : 'OVER BUDGET';
  console.log(
    `  ${'total (emailMagicLinks-only page)'.padEnd(36)} ${totalKB.toFixed(2).padStart(7)} KB gzip  budget ${build.budgetKB} KB: ${verdict}`,
  );
  if (totalKB > build.budgetKB) failed = true;
}
process.exit(failed ? 1 : 0);
