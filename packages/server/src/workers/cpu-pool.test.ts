import { describe, expect, it } from 'vitest';
import { workerExecArgv } from './cpu-pool.ts';

describe('pool threads’ Node flags', () => {
  it('drops module preloads in both spellings (a TypeScript preload killed every thread in e2e)', () => {
    expect(
      workerExecArgv([
        '--import',
        'tsx',
        '--import=./e2e/support/expected-warnings.ts',
        '--require',
        './hook.cjs',
        '-r',
        './other.cjs',
        '--loader=ts-node/esm',
      ]),
    ).toEqual([]);
  });

  it('keeps the export condition and other flags', () => {
    expect(workerExecArgv(['--conditions=foyer-source', '--import', 'tsx', '--max-old-space-size=512'])).toEqual([
      '--conditions=foyer-source',
      '--max-old-space-size=512',
    ]);
  });
});
