// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkImportLadder, formatViolation, sourceFiles } from '../../../scripts/lib/import-ladder.mjs';

/**
 * The package's floors, bottom first (README.md, "Floors"): a file imports its own top-level
 * folder or a lower floor, never a higher one or a neighbour on its floor.
 */
const LADDER = [
  ['strings', 'theme', 'validation', 'session'],
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

const root = fileURLToPath(new URL('.', import.meta.url));

describe('the import ladder of packages/react/src', () => {
  it('has no import pointing up or sideways between top-level folders', () => {
    expect(checkImportLadder({ root, ladder: LADDER }).map(formatViolation)).toEqual([]);
  });

  it('keeps test code in testing/: no other non-test file imports a test library', () => {
    const testLibrary = /from '(?:vitest|@testing-library\/[^']+)'/;
    const offenders = sourceFiles(root)
      .map((path) => relative(root, path))
      .filter((path) => !path.startsWith('testing/') && testLibrary.test(readFileSync(join(root, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
