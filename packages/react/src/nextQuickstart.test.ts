// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readmeSnippet, readmeSnippets } from '../../../scripts/lib/readme-snippets.mjs';

const HEADING = 'Quickstart: Next.js (App Router)';
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const app = fileURLToPath(new URL('../../../e2e/support/host-apps/next-app/', import.meta.url));

/** The quickstart's blocks by the file their first line names (`// app/page.jsx`), without that line. */
function quickstartFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const block of [...readmeSnippets(HEADING, 'js', readme), ...readmeSnippets(HEADING, 'jsx', readme)]) {
    const [first, ...rest] = block.split('\n');
    const path = first?.match(/^\/\/ ([\w/.-]+\.jsx?)$/)?.[1];
    if (!path) throw new Error(`a Next.js quickstart block does not open with its file name:\n${block}`);
    files.set(path, rest.join('\n'));
  }
  return files;
}

const appFiles = readdirSync(app, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `${entry.parentPath}/${entry.name}`.slice(app.length).replace(/^\//, ''))
  .sort();

// A Next.js quickstart a person can follow, which is the app the e2e test signs in through.
describe('the README Next.js quickstart', () => {
  it('shows every file of the e2e Next.js host app, and no other', () => {
    expect([...quickstartFiles().keys()].sort()).toEqual(appFiles);
  });

  it.each(appFiles)('shows %s exactly as the e2e app has it', (path) => {
    expect(quickstartFiles().get(path)).toBe(readFileSync(`${app}${path}`, 'utf8'));
  });

  it("names in .env.local exactly the variables the app's files read", () => {
    const written = [...readmeSnippet(HEADING, 'ini', readme).matchAll(/^(\w+)=/gm)].map((m) => m[1]).sort();
    const read = new Set<string>();
    for (const path of appFiles)
      for (const match of readFileSync(`${app}${path}`, 'utf8').matchAll(/process\.env\.(\w+)/g))
        read.add(match[1] ?? '');
    expect(written).toEqual([...read].sort());
  });
});
