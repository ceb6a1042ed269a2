import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkImportLadder, formatViolation, sourceFiles } from '../../../scripts/lib/import-ladder.mjs';

/**
 * The server's floors, bottom first (packages/server/README.md, "Floors"): a file imports its own
 * top-level folder (or root file) or a lower floor, never a higher one or a neighbour on its floor.
 */
const LADDER = [
  // Time, the locales the server writes in, ids and secrets, the metrics registry: everything may use them.
  ['clock', 'locales', 'metrics', 'tokens', 'types'],
  // The one translation catalogue: errors, password feedback, emails and texts in each locale.
  ['i18n'],
  // The catalogue's errors, and their wording in each locale.
  ['errors'],
  ['config'],
  ['store'],
  // The durable job queue: rows in the database, claimed under leases (webhooks and outbound messages use it).
  ['queue'],
  ['security', 'delivery', 'workers'],
  // What a feature is handed (AppDeps): declared below http/ and features/, filled in by server.ts.
  ['deps'],
  ['http'],
  ['features'],
  ['app'],
  ['server', 'start-banner'],
  ['cli', 'index'],
  ['fuzz'],
  // Test helpers: above everything, so no production file can import them.
  ['testing'],
  // The attack suite: every attack an outside review reproduced, kept as a test (attacks/README.md).
  ['attacks'],
];

/**
 * Inside features/: sessions and users are the features others build on (every sign-in ends in a
 * session; users hold the proofs); no other feature imports another, so none import each other
 * round a loop. A new feature folder must be placed here.
 */
const FEATURE_LADDER = [
  // Which factors count as a second one: read by sessions (signInWithFactor) and the products.
  ['mfa'],
  ['sessions'],
  ['users'],
  // What only Stytch's browser SDK needs (answer shapes, route aliases): imports no feature.
  ['stytch-compat'],
  [
    'bootstrap',
    'crypto',
    'dev',
    'docs',
    'email-magic-links',
    'events',
    'janitor',
    'jwks',
    'm2m',
    'metrics',
    'oauth',
    'otp',
    'overview',
    'passkeys',
    'passwords',
    'webhooks',
    'widget',
  ],
  // Authenticator apps count wrong codes in the same runs as wrong passcodes (otp/failure-limits.ts).
  ['totps'],
  // The operators' admin API mirrors the backend's user and session routes and seals OAuth secrets as oauth does.
  ['admin'],
  // A FOYER_SECRETS_KEY rotation seals again what every feature keeps sealed (server.ts runs it at start).
  ['secrets-at-rest'],
];

const root = fileURLToPath(new URL('.', import.meta.url));

describe('the import ladder of packages/server/src', () => {
  it('has no import pointing up or sideways between top-level folders', () => {
    expect(checkImportLadder({ root, ladder: LADDER }).map(formatViolation)).toEqual([]);
  });

  it('lets features import only sessions and users, never each other round a loop', () => {
    const features = join(root, 'features');
    expect(checkImportLadder({ root: features, ladder: FEATURE_LADDER }).map(formatViolation)).toEqual([]);
    const placed = FEATURE_LADDER.flat().sort();
    const folders = readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(placed);
  });

  it('keeps test code in testing/: no other non-test file imports vitest', () => {
    const offenders = sourceFiles(root)
      .map((path) => relative(root, path))
      .filter((path) => !path.startsWith('testing/') && /from 'vitest'/.test(readFileSync(join(root, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
