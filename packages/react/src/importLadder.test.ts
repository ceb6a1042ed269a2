// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkImportLadder, formatViolation } from '../../../scripts/lib/import-ladder.mjs';

/**
 * The package's floors, bottom first (README.md, "Floors"): a file imports its own top-level
 * folder or a lower floor, never a higher one or a neighbour on its floor.
 */
const LADDER = [
  ['strings', 'theme', 'validation'],
  ['config'],
  ['core'],
  ['ui'],
  ['screens'],
  ['flow'],
  ['widgets'],
  ['mount'],
  ['index'],
  ['standalone'],
  // Test helpers: above everything, so no production file can import them.
  ['testing'],
];

// The layout before the core/ floor: shrinks to nothing as files move.
const KNOWN: string[] = [
  "screens/passwords/passwordTestKit.tsx:6 imports '../../test/fakeClient.ts': 'test' is not on the ladder",
  "screens/passwords/passwordTestKit.tsx:8 imports '../../widgets/FoyerLogin.tsx': 'screens' may not import 'widgets', a higher floor",
  "test/fakeClient.ts: 'test' is not on the ladder",
  "test/renderLogin.tsx: 'test' is not on the ladder",
  "test/setup.ts: 'test' is not on the ladder",
];

describe('the import ladder of packages/react/src', () => {
  it('has no import pointing up or sideways between top-level folders', () => {
    const root = fileURLToPath(new URL('.', import.meta.url));
    expect(checkImportLadder({ root, ladder: LADDER }).map(formatViolation)).toEqual(KNOWN);
  });
});
