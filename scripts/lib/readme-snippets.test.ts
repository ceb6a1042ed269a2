import { describe, expect, it } from 'vitest';
import { docSnippet, docSnippets, readmeSnippet, readmeSnippets } from './readme-snippets.mjs';

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

describe('docSnippets', () => {
  it('reads a page of docs/ by its path, as the README is read', () => {
    expect(docSnippet('docs/operations.md', 'Running in production', 'nginx')).toContain('upstream foyer {');
    expect(docSnippets('docs/configuration.md', 'Configuration', 'jsonc')).toHaveLength(1);
  });

  it('names the page and the heading it could not find', () => {
    expect(() => docSnippets('docs/operations.md', 'Missing', 'sh')).toThrow(
      'docs/operations.md has no heading "Missing"',
    );
  });
});
