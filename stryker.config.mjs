// `npm run mutation`: StrykerJS mutates the server code that guards accounts and runs the server's
// tests against each mutant (docs/testing.md, "Mutation testing"). Slow, so it is not part of `npm test`.
//
// MUTATION_SCOPE=<scope> (one of the keys below) mutates one area and runs only the tests that
// exercise it: minutes instead of hours. Without it, every area against the whole server suite.

const server = 'packages/server/src';

/** Each area: the files mutated, and the test files that exercise them. */
const scopes = {
  security: {
    mutate: [`${server}/security/**/*.ts`],
    tests: [
      `${server}/security/*.test.ts`,
      `${server}/features/otp/{failure-limits,send-limits,authenticate}.test.ts`,
      `${server}/features/passwords/{client-limits,passwords}.test.ts`,
      `${server}/features/email-magic-links/*.test.ts`,
      `${server}/features/oauth/*.test.ts`,
    ],
  },
  sessions: {
    mutate: [`${server}/features/sessions/**/*.ts`],
    tests: [`${server}/features/sessions/*.test.ts`, `${server}/features/jwks/*.test.ts`],
  },
  passkeys: {
    mutate: [`${server}/features/passkeys/**/*.ts`],
    tests: [`${server}/features/passkeys/*.test.ts`],
  },
  // Token stores (sessions and signing keys moved into store/ when the plumbing was reworked).
  stores: {
    mutate: [`${server}/store/{email-magic-links,passwords,oauth,otp,sessions,signing-keys,token-lookup}.ts`],
    tests: [
      `${server}/features/email-magic-links/*.test.ts`,
      // All of them: rehashing and breached-at-login (updatePasswordHash, markPasswordRequiresReset) too.
      `${server}/features/passwords/*.test.ts`,
      `${server}/features/oauth/*.test.ts`,
      `${server}/features/otp/*.test.ts`,
      `${server}/features/sessions/*.test.ts`,
      `${server}/features/jwks/*.test.ts`,
      // The live-session check inside a transaction (isSessionLive), and the stores' own tests.
      `${server}/features/users/verified-session-write.test.ts`,
      `${server}/features/users/first-proof.test.ts`,
      `${server}/store/*.test.ts`,
    ],
  },
  passwords: {
    mutate: [`${server}/features/passwords/{authenticate,hashing,reset}.ts`],
    tests: [`${server}/features/passwords/**/*.test.ts`],
  },
  otp: {
    mutate: [`${server}/features/otp/{authenticate,codes,failure-limits}.ts`],
    tests: [`${server}/features/otp/*.test.ts`],
  },
};

const scopeName = process.env.MUTATION_SCOPE;
const scope = scopeName ? scopes[scopeName] : undefined;
if (scopeName && !scope) {
  throw new Error(`MUTATION_SCOPE=${scopeName} is not one of: ${Object.keys(scopes).join(', ')}`);
}
const areas = scope ? [scope] : Object.values(scopes);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Only the server project (the root config lists every package). Not `related`: vitest's guess
  // of which test files import a mutated file finds 7 tests where the server has hundreds (the
  // tests reach the code through the app); per-test coverage picks each mutant's tests instead.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // A static mutant (one that runs only while a module loads: route summaries, error lists, constants)
  // needs the whole server suite per mutant, minutes each here. They are reported as ignored.
  ignoreStatic: true,
  // The machine has two cores shared by everyone: one test process unless MUTATION_CONCURRENCY says
  // otherwise (2 on a machine left to the run alone).
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  mutate: [...areas.flatMap((area) => area.mutate), `!${server}/**/*.test.ts`, `!${server}/testing/**`],
  ...(scope ? { testFiles: scope.tests } : {}),
  // The sandbox needs the server and what it imports; the rest of the repository only slows the copy.
  ignorePatterns: [
    'apps',
    'e2e',
    'bench',
    'examples',
    'packages/react',
    'reports',
    'coverage',
    'dist',
    '.foyer',
    '.stryker-tmp*',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${scopeName ?? 'all'}.html` },
  jsonReporter: { fileName: `reports/mutation/${scopeName ?? 'all'}.json` },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // The first run over the whole server suite takes minutes on a busy machine.
  dryRunTimeoutMinutes: 30,
  // A slow run on a loaded machine is not a killed mutant: only a mutant that really loops times out.
  timeoutMS: 30_000,
  // Every run keeps its results, and the next re-tests only the mutants whose code or tests changed
  // (a scope takes 15–75 minutes here); `--force` re-tests everything.
  incremental: true,
  incrementalFile: `reports/mutation/${scopeName ?? 'all'}.incremental.json`,
};
