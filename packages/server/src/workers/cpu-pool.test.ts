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

  it('keeps the export conditions and drops process-wide flags a thread refuses (--expose-gc)', () => {
    expect(
      workerExecArgv(['--conditions=foyer-source', '--import', 'tsx', '--expose-gc', '-C', 'development']),
    ).toEqual(['--conditions=foyer-source', '-C', 'development']);
  });
});
