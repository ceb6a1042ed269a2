import { cpSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { foyerMessages } from '../../packages/react/scripts/messages.ts';
import { PREACT_FOR_REACT } from '../../packages/react/scripts/preactForReact.ts';

/** Where `npm run build -w @foyer/react` puts the standalone browser bundle (built on Preact). */
const standaloneDir =
  process.env.FOYER_STANDALONE_DIR ?? fileURLToPath(new URL('../../packages/react/dist/standalone', import.meta.url));

/**
 * Copies the widget's standalone bundle into `dist/widget/` (the path the README's host page uses), so `embed.html` (a host page that
 * does not use React) is served from the same origin as the demo.
 */
function standaloneBundle(): Plugin {
  let outDir = 'dist';
  return {
    name: 'foyer-standalone-bundle',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!existsSync(standaloneDir)) {
        throw new Error(`${standaloneDir} is missing: run \`npm run build -w @foyer/react\` before building the demo.`);
      }
      // The build manifest (.vite/) is for the size budget, not for browsers.
      cpSync(standaloneDir, join(outDir, 'widget'), { recursive: true, filter: (path) => !path.includes('/.vite') });
    },
  };
}

/**
 * Two builds (`npm run build -w @foyer/demo` runs both):
 * - default: the demo on React, in `dist/` (what `npm start` serves).
 * - `--mode preact`: the same demo with React answered by Preact's compatibility layer, the
 *   aliases the widget's standalone bundle is built with, in `dist-preact/`. The e2e `preact`
 *   project serves it in place of `dist/` (e2e/support/preact-demo.ts), so the widget journeys
 *   also walk the widgets as the standalone bundle runs them.
 */
export default defineConfig(({ command, mode }) => {
  // Vite makes a development build when NODE_ENV=development is in the environment (many shells
  // set it), and `npm start` must serve a production demo whatever the caller's NODE_ENV. Vite reads
  // NODE_ENV after loading this file, as its docs advise.
  if (command === 'build') process.env.NODE_ENV = 'production';
  // The widget's messages compile as in its own build (it is bundled here from source).
  const plugins = [foyerMessages(), react()];
  // Foyer's packages from their TypeScript sources: the demo builds without building them first.
  const conditions = ['foyer-source', ...defaultClientConditions];
  if (mode === 'preact') {
    // No source maps and no copy of the standalone bundle: only the tests load this build.
    return { plugins, resolve: { conditions, alias: PREACT_FOR_REACT }, build: { outDir: 'dist-preact' } };
  }
  return { plugins: [...plugins, standaloneBundle()], resolve: { conditions }, build: { sourcemap: true } };
});
