import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { foyerMessages } from './packages/react/scripts/messages.ts';
import { PREACT_FOR_REACT } from './packages/react/scripts/preactForReact.ts';

/**
 * Workspace packages resolve to their TypeScript sources (the `foyer-source` export condition), so
 * tests need no prior build; published packages resolve to dist/.
 */
const fromSource = {
  resolve: { conditions: ['foyer-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['foyer-source', ...defaultServerConditions] } },
};

// One vitest run over every package; Playwright's e2e/ stays out (it has its own runner).
export default defineConfig({
  test: {
    projects: [
      // Repository scripts' own helpers (e.g. the import-ladder checker the packages' layering tests use).
      // The widget's message files compile as they do in its build (packages/react/scripts/messages.ts).
      {
        ...fromSource,
        plugins: [foyerMessages()],
        test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        ...fromSource,
        test: { name: 'protocol', include: ['packages/protocol/src/**/*.test.ts'], environment: 'node' },
      },
      {
        ...fromSource,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          // The files of a worker share modules rather than each importing the app afresh: module
          // import was 40% of the suite's time. So no test relies on a fresh module: each builds its
          // own app, database and clock, a file that mocks a module undoes it (vi.doUnmock), and
          // the process's metrics are read as what a test added (docs/testing.md).
          isolate: false,
        },
      },
      {
        ...fromSource,
        test: {
          name: 'node',
          include: ['packages/node/src/**/*.test.ts', 'packages/node/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      { ...fromSource, test: { name: 'sdk', include: ['packages/sdk/src/**/*.test.ts'], environment: 'happy-dom' } },
      {
        ...fromSource,
        plugins: [foyerMessages()],
        // A widget test renders in a few hundred ms alone; on a loaded 2-core machine several seconds.
        test: {
          name: 'react',
          include: ['packages/react/src/**/*.test.{ts,tsx}'],
          exclude: ['packages/react/src/**/*.preact.test.ts'],
          environment: 'happy-dom',
          testTimeout: 20_000,
        },
      },
      // The standalone bundle ships on Preact (docs/architecture.md#the-standalone-bundle): its entry
      // and the mount functions (all four widgets, lazy screens, shadow roots) run on preact/compat too.
      {
        ...fromSource,
        plugins: [foyerMessages()],
        resolve: { ...fromSource.resolve, alias: PREACT_FOR_REACT },
        test: {
          name: 'react-on-preact',
          include: ['packages/react/src/{mount,standalone,standalone.preact}.test.ts'],
          environment: 'happy-dom',
          testTimeout: 20_000,
        },
      },
    ],
  },
});
