import { readFileSync } from 'node:fs';
import { ERROR_TYPES } from '@foyer/protocol/errors';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../../../scripts/lib/import-ladder.mjs';

const root = new URL('..', import.meta.url).pathname;

describe('the error-type catalogue', () => {
  it('has no entry the server never answers with: each type is named in its production code', () => {
    const production = sourceFiles(root)
      .filter((path) => !path.includes('/testing/'))
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    expect(ERROR_TYPES.filter((type) => !production.includes(`'${type}'`))).toEqual([]);
  });
});
