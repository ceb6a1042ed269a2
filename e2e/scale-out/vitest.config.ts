import { defineConfig } from 'vitest/config';

// `npm test`'s scale-out step (scripts/test.mjs): real processes, so long hooks, one file, no retries.
export default defineConfig({
  test: {
    name: 'scale-out',
    root: new URL('.', import.meta.url).pathname,
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
