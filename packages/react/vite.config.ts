import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type UserConfig } from 'vite';
import { foyerMessages } from './scripts/messages.ts';
import { PREACT_FOR_REACT } from './scripts/preactForReact.ts';
import { sharedChunk } from './scripts/sharedChunk.ts';

/**
 * Two builds of the widgets (`npm run build -w @foyer/react` runs both):
 * - library (default mode): ESM for React apps; React, react-dom and every dependency stay
 *   imports, so the host's copies are used (one @foyer/sdk, one React).
 * - standalone (`--mode standalone`): ESM for any page, also sets `window.Foyer`. It is built on
 *   Preact (`preact/compat` stands in for react and react-dom): the same widgets at about a tenth of
 *   React's weight, since a page without React would otherwise download all of React for them.
 * Both keep each product's screens in their own chunk (they are dynamic imports), and both write
 * a manifest that `scripts/bundle-size.mjs` reads to measure what a page downloads.
 */
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// React apps bring React themselves (a second React would break hooks), and npm installs the
// dependencies beside the library: bundling them in would give a host that also imports @foyer/sdk
// two copies of it.
const NOT_BUNDLED = [/^react($|\/)/, /^react-dom($|\/)/, /^@foyer\/(sdk|protocol)($|\/)/, /^libphonenumber-js($|\/)/];

// The workspace's packages are bundled from their TypeScript sources (no prior build needed).
const resolve = { conditions: ['foyer-source', ...defaultClientConditions] };

// The default product (docs/behaviour.md#constants): the primitives its screens import join the shared chunk.
const defaultProduct = source('src/screens/emailMagicLinks/index.ts');
const libraryChunk = sharedChunk({ entry: source('src/index.ts'), defaultProduct });
const standaloneChunk = sharedChunk({ entry: source('src/standalone.ts'), defaultProduct });

const library: UserConfig = {
  plugins: [foyerMessages(), react(), libraryChunk.plugin],
  resolve,
  build: {
    outDir: 'dist/lib',
    emptyOutDir: true,
    manifest: true,
    minify: true,
    sourcemap: true,
    // The full English catalogue is its own entry (`@foyer/react/strings`), out of the widgets' way;
    // so are the signed-in state's provider and hooks (`@foyer/react/session`).
    lib: {
      entry: {
        index: source('src/index.ts'),
        strings: source('src/strings/defaultStrings.ts'),
        session: source('src/session/index.ts'),
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: { external: NOT_BUNDLED, output: { codeSplitting: { groups: [libraryChunk.group] } } },
  },
};

// Built as an app bundle rather than in library mode, so the output is fully minified (library
// mode keeps whitespace for the host's bundler, and this bundle has none downstream).
const standalone: UserConfig = {
  plugins: [foyerMessages(), react(), standaloneChunk.plugin],
  resolve: { ...resolve, alias: PREACT_FOR_REACT },
  // Chunks are found beside foyer.js, wherever a host serves it: with the default base ('/'), Vite's
  // preloads asked the page's origin root for them (a 404 per chunk in the host's console).
  base: './',
  // Production builds of what is bundled, since nothing downstream will replace this for the host.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/standalone',
    emptyOutDir: true,
    manifest: true,
    minify: true,
    sourcemap: true,
    rolldownOptions: {
      input: source('src/standalone.ts'),
      // An app build would drop the entry's exports; hosts import mountLogin etc. from it.
      preserveEntrySignatures: 'strict',
      output: {
        entryFileNames: 'foyer.js',
        chunkFileNames: '[name]-[hash].js',
        codeSplitting: { groups: [standaloneChunk.group] },
      },
    },
  },
};

export default defineConfig(({ command, mode }) => {
  if (command === 'build') forceProductionBuild();
  return mode === 'standalone' ? standalone : library;
});

/**
 * Vite makes a development build when NODE_ENV=development is in the environment (many shells and
 * tools set it): JSX then compiles to `jsxDEV` calls, which production React does not have, and the
 * widget dies with "(0, jsxDEV) is not a function". Foyer's builds are production builds whatever
 * the caller's NODE_ENV. Vite reads NODE_ENV after loading this file, as its docs advise.
 */
function forceProductionBuild(): void {
  process.env.NODE_ENV = 'production';
}
