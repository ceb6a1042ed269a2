import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readmeSnippet, readmeSnippets } from '../../../scripts/lib/readme-snippets.mjs';

const README = fileURLToPath(new URL('../../../packages/react/README.md', import.meta.url));
const HEADING = 'Quickstart: React + Vite';

/**
 * The React quickstart's source files, exactly as packages/react/README.md writes them: each ts or
 * tsx block under the quickstart's heading opens with a `// src/…` line naming its file.
 */
export function reactQuickstartFiles(): Map<string, string> {
  const readme = readFileSync(README, 'utf8');
  const files = new Map<string, string>();
  for (const block of [...readmeSnippets(HEADING, 'ts', readme), ...readmeSnippets(HEADING, 'tsx', readme)]) {
    const path = block.match(/^\/\/ (src\/[\w/.-]+\.tsx?)\n/)?.[1];
    if (!path) throw new Error(`a quickstart block does not open with its file name:\n${block}`);
    files.set(path, block);
  }
  return files;
}

/**
 * Writes the quickstart into a Vite app folder: its source files and its `.env`, with only the
 * `.env` block's two placeholders filled in (the Foyer server's URL and the project's public token).
 */
export function writeReactQuickstart(dir: string, foyerUrl: string, publicToken: string): void {
  for (const [path, code] of reactQuickstartFiles()) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), code);
  }
  const env = readmeSnippet(HEADING, 'ini', readFileSync(README, 'utf8'))
    .replaceAll('http://localhost:3000', foyerUrl)
    .replaceAll('public-token-test-…', publicToken);
  writeFileSync(join(dir, '.env'), env);
}
