// `npm run mutation`: StrykerJS mutates the server code that guards accounts and runs the server's
// tests against each mutant (README, "Mutation testing"). Slow, so it is not part of `npm test`.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Only the server project (the root config lists every package). Not `related`: vitest's guess
  // of which test files import a mutated file finds 7 tests where the server has hundreds (the
  // tests reach the code through the app); per-test coverage picks each mutant's tests instead.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // The machine has two cores shared by everyone: one test process, never more.
  concurrency: 1,
  mutate: [
    'packages/server/src/security/**/*.ts',
    'packages/server/src/features/sessions/**/*.ts',
    'packages/server/src/features/passkeys/**/*.ts',
    // Token stores (sessions and signing keys move into store/ with issue 15).
    'packages/server/src/store/email-magic-links.ts',
    'packages/server/src/store/passwords.ts',
    'packages/server/src/store/oauth.ts',
    'packages/server/src/store/otp.ts',
    'packages/server/src/store/sessions.ts',
    'packages/server/src/store/signing-keys.ts',
    'packages/server/src/store/token-lookup.ts',
    // Password verification.
    'packages/server/src/features/passwords/authenticate.ts',
    'packages/server/src/features/passwords/hashing.ts',
    'packages/server/src/features/passwords/reset.ts',
    // OTP verification.
    'packages/server/src/features/otp/authenticate.ts',
    'packages/server/src/features/otp/codes.ts',
    'packages/server/src/features/otp/failure-limits.ts',
    '!packages/server/src/**/*.test.ts',
    '!packages/server/src/testing/**',
  ],
  // The sandbox needs the server and what it imports; the rest of the repository only slows the copy.
  ignorePatterns: ['apps', 'e2e', 'bench', 'examples', 'packages/react', 'reports', 'coverage'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // The first run over the whole server suite takes minutes on a busy machine.
  dryRunTimeoutMinutes: 30,
  // With --incremental, a run re-tests only the mutants whose code or tests changed since the last.
  incrementalFile: 'reports/mutation/incremental.json',
  cleanTempDir: 'always',
};
