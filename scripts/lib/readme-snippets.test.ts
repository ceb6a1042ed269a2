import { describe, expect, it } from 'vitest';
import { readmeSnippet, readmeSnippets } from './readme-snippets.mjs';

const readme = [
  '# Title',
  '## Setup',
  '```sh',
  'npm start',
  '```',
  '### Deeper',
  '```sh',
  'npm test',
  '```',
  '```ts',
  'const a = 1;',
  '```',
  '## Next',
  '```sh',
  'not this',
  '```',
].join('\n');

describe('readmeSnippets', () => {
  it('returns the blocks of one language under a heading, subsections included, up to the next peer heading', () => {
    expect(readmeSnippets('Setup', 'sh', readme)).toEqual(['npm start\n', 'npm test\n']);
    expect(readmeSnippets('Deeper', 'ts', readme)).toEqual(['const a = 1;\n']);
  });

  it('names the heading it could not find', () => {
    expect(() => readmeSnippets('Missing', 'sh', readme)).toThrow('README.md has no heading "Missing"');
  });

  it('insists on exactly one block when asked for the one', () => {
    expect(readmeSnippet('Next', 'sh', readme)).toBe('not this\n');
    expect(() => readmeSnippet('Setup', 'sh', readme)).toThrow('has 2 sh blocks under "Setup", expected one');
  });
});
