import { defineConfig } from 'vitest/config';

// One vitest run over every package; Playwright's e2e/ stays out (it has its own runner).
export default defineConfig({
  test: {
    projects: [
      // Repository scripts' own helpers (e.g. the import-ladder checker the packages' layering tests use).
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'protocol', include: ['packages/protocol/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      { test: { name: 'sdk', include: ['packages/sdk/src/**/*.test.ts'], environment: 'happy-dom' } },
      {
        test: { name: 'react', include: ['packages/react/src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
    ],
  },
});
