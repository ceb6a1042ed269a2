import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The product's contract lives in docs/ (behaviour, architecture, testing): a tracked file that cites
// a document beside the repository, or a section number of the old spec outside it, sends a reader
// somewhere a fresh clone does not have.
const FORBIDDEN = [
  { what: 'a path into the shared folder beside the repository', pattern: /\.\.\/shared\b/u },
  { what: 'the old spec file', pattern: /widget-spec\.md/u },
  { what: "a section of the old spec (link docs/behaviour.md's anchor instead)", pattern: /\bspec §\d/iu },
];

/** Files allowed to keep one, and why. */
const ALLOWED: Record<string, string> = {
  // CI's entry point describes the machine it runs on (a clone with the shared folder beside it).
  '.ci/run': 'the CI machine, not the contract',
};

const root = new URL('../../', import.meta.url);
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);

/** Every line of a tracked text file that matches one of the patterns, as `path:line: what`. */
function outsideReferences(paths: readonly string[]): string[] {
  const found: string[] = [];
  for (const path of paths) {
    if (path in ALLOWED) continue;
    let text: string;
    try {
      text = readFileSync(new URL(path, root), 'utf8');
    } catch {
      continue; // deleted in the working tree, not yet committed
    }
    if (text.includes('\0')) continue; // binary (a screenshot baseline)
    text.split('\n').forEach((line, index) => {
      for (const { what, pattern } of FORBIDDEN) {
        if (pattern.test(line)) found.push(`${path}:${index + 1}: ${what}`);
      }
    });
  }
  return found;
}

describe('the repository is self-contained', () => {
  it('has no tracked file that points outside it', () => {
    expect(tracked.length).toBeGreaterThan(100);
    expect(outsideReferences(tracked)).toEqual([]);
  });

  it('keeps its allowlist to files that exist and still need it', () => {
    for (const path of Object.keys(ALLOWED)) {
      expect(tracked, path).toContain(path);
      const text = readFileSync(new URL(path, root), 'utf8');
      expect(
        FORBIDDEN.some(({ pattern }) => pattern.test(text)),
        `${path} no longer needs its place`,
      ).toBe(true);
    }
  });
});
