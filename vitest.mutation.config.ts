import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The server's tests alone, for `npm run mutation` (StrykerJS): the code it mutates is the server's,
 * and its runner wants one flat vitest config rather than the root's list of projects. Workspace
 * packages resolve to their sources (the `foyer-source` condition), as in vitest.config.ts.
 */
export default defineConfig({
  resolve: { conditions: ['foyer-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['foyer-source', ...defaultServerConditions] } },
  test: {
    include: ['packages/server/src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // A loaded machine (Stryker runs beside other work) once took over 10 s in a beforeEach.
    hookTimeout: 20_000,
  },
});
