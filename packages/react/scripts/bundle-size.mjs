#!/usr/bin/env node
/**
 * What a browser downloads for a login page configured with only email magic links: the entry, its
 * static imports, and the lazily loaded email-magic-link chunk with its static imports (other
 * products' chunks are never requested). Gzip sizes, each file on its own; source maps excluded.
 *
 * - library: what a React host pays for Foyer. dist/lib keeps its dependencies (@foyer/sdk,
 *   @foyer/protocol) as imports, so they are counted here: the library is bundled as a host's Vite
 *   build would, with every dependency inlined except React and react-dom, minified. This is the
 *   figure to compare with Stytch's prebuilt UI without React.
 * - standalone: dist/standalone as built (React included).
 *
 * Exits non-zero when a build passes its budget. Run `npm run build -w @foyer/react` first.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, minifySync } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCT_CHUNK = 'src/screens/emailMagicLinks/index.ts';
/** What every React host already has; everything else the library needs is counted. */
const HOST_PROVIDES = [/^react($|\/)/, /^react-dom($|\/)/];

// Budgets: the measurement with all six products built in (November 2026: library 22.7 KB, of which
// 14.6 KB is Foyer's own code; standalone 94.9 KB) plus a little headroom (about 10% and 5%). Every product's strings and flow state sit in the entry (one
// catalogue a host overrides key by key); its screens stay in lazy chunks this page never loads.
// For scale: Stytch's prebuilt UI is ~88.7 KB without React and ~102 KB standalone.
const LIBRARY_BUDGET_KB = 25;
const STANDALONE_BUDGET_KB = 100;

function readManifest(dir) {
  const path = join(dir, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    console.error(`${dir}: no build found; run \`npm run build -w @foyer/react\` first.`);
    process.exit(2);
  }
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The chunk files a manifest key pulls in by static import, the key's own file first. */
function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The page's files in a build folder: the entry's closure and the product chunk's. */
function pageFiles(dir, manifest, productKey) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const files = staticClosure(manifest, entry);
  staticClosure(manifest, productKey, files);
  return [...files].map((file) => ({ file, code: readFileSync(join(dir, file), 'utf8') }));
}

/**
 * Bundles dist/lib the way a React host's Vite build would (dependencies inlined, React and
 * react-dom left to the host, minified) into a temporary folder; returns the page's files.
 */
async function libraryAsHostBundles() {
  const libDir = join(root, 'dist/lib');
  const libManifest = readManifest(libDir);
  const entryFile = Object.values(libManifest).find((chunk) => chunk.isEntry).file;
  const productFile = libManifest[PRODUCT_CHUNK].file;
  const outDir = mkdtempSync(join(tmpdir(), 'foyer-size-'));
  try {
    // A host's production build, whatever NODE_ENV this shell has.
    process.env.NODE_ENV = 'production';
    await build({
      configFile: false,
      root: libDir,
      logLevel: 'warn',
      mode: 'production',
      build: {
        outDir,
        emptyOutDir: true,
        manifest: true,
        minify: true,
        assetsDir: '',
        rolldownOptions: {
          input: join(libDir, entryFile),
          external: HOST_PROVIDES,
          preserveEntrySignatures: 'strict',
          // Named after dist/lib's files, so the two listings read side by side.
          output: { entryFileNames: '[name].js', chunkFileNames: '[name].js' },
        },
      },
    });
    const files = pageFiles(outDir, readManifest(outDir), productFile);
    assertOnlyHostImports(files);
    return files;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Fails unless the bundled page imports nothing but React and react-dom: all else is counted. */
function assertOnlyHostImports(files) {
  for (const { file, code } of files) {
    for (const [, specifier] of code.matchAll(/\b(?:from|import)\s*\(?\s*["'`]([^"'`]+)["'`]/g)) {
      const bare = !specifier.startsWith('.') && !specifier.startsWith('/');
      if (bare && !HOST_PROVIDES.some((pattern) => pattern.test(specifier))) {
        throw new Error(`${file} still imports ${specifier}: the library figure would leave it out.`);
      }
    }
  }
}

/** Foyer's own code for the same page: dist/lib minified, its imports not followed. */
function libraryOwnCode() {
  const dir = join(root, 'dist/lib');
  return pageFiles(dir, readManifest(dir), PRODUCT_CHUNK).map(({ file, code }) => ({
    file,
    code: minifySync(file, code, { module: true }).code,
  }));
}

const gzipKB = (code) => gzipSync(code).length / 1024;
const totalKB = (files) => files.reduce((sum, { code }) => sum + gzipKB(code), 0);

/** Prints a build's files and total against its budget; returns whether it is within it. */
function report(name, files, budgetKB) {
  const width = Math.max(36, ...files.map(({ file }) => file.length + 1));
  console.log(`\n${name}`);
  for (const { file, code } of files) {
    console.log(`  ${file.padEnd(width)} ${gzipKB(code).toFixed(2).padStart(7)} KB gzip`);
  }
  const total = totalKB(files);
  const verdict = total <= budgetKB ? 'ok' : 'OVER BUDGET';
  console.log(
    `  ${'total (emailMagicLinks-only page)'.padEnd(width)} ${total.toFixed(2).padStart(7)} KB gzip  budget ${budgetKB} KB: ${verdict}`,
  );
  return total <= budgetKB;
}

const libraryOk = report(
  'library: what a React host downloads (every dependency bundled in; React and react-dom not)',
  await libraryAsHostBundles(),
  LIBRARY_BUDGET_KB,
);
console.log(`  of which Foyer's own code (dist/lib): ${totalKB(libraryOwnCode()).toFixed(2)} KB gzip`);

const standaloneDir = join(root, 'dist/standalone');
const standaloneOk = report(
  'standalone: dist/standalone (React included)',
  pageFiles(standaloneDir, readManifest(standaloneDir), PRODUCT_CHUNK),
  STANDALONE_BUDGET_KB,
);
process.exit(libraryOk && standaloneOk ? 0 : 1);
