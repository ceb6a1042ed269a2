import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Code comments link to docs/ sections by anchor (docs/behaviour.md#otp-screen), and the pages link
// to each other: a renamed heading or a moved page must fail here, not leave a reader at a dead link.
const root = fileURLToPath(new URL('../../', import.meta.url));
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
const read = (path: string) => readFileSync(join(root, path), 'utf8');
/** A tracked file, or a folder holding one: a link to a file nobody committed is dead in a clone. */
const inRepository = (path: string) =>
  tracked.includes(path) || tracked.some((file) => file.startsWith(`${path.replace(/\/$/, '')}/`));

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{Letter}\p{Number}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown page's headings (outside code blocks). */
function anchors(path: string): Set<string> {
  const found = new Set<string>();
  let fenced = false;
  for (const line of read(path).split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && line.match(/^#{1,6}\s+(.*)$/);
    if (heading) found.add(slug(heading[1] ?? ''));
  }
  return found;
}

function textOf(path: string): string | undefined {
  if (!existsSync(join(root, path))) return undefined;
  const text = read(path);
  return text.includes('\0') ? undefined : text;
}

describe('links into docs/', () => {
  it('name a page and a heading that exist, from any tracked file', () => {
    const broken: string[] = [];
    for (const path of tracked) {
      const text = textOf(path);
      if (text === undefined) continue;
      for (const [, page, anchor] of text.matchAll(/\bdocs\/([\w/-]+\.md)#([\w-]+)/g)) {
        const target = `docs/${page}`;
        if (!inRepository(target)) broken.push(`${path}: ${target} does not exist`);
        else if (!anchors(target).has(anchor ?? '')) broken.push(`${path}: ${target} has no heading #${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("from the README and the docs' own pages, reach files and headings that exist", () => {
    const pages = tracked.filter(
      (path) => path.startsWith('docs/') || ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md'].includes(path),
    );
    expect(pages).toContain('docs/behaviour.md');
    const broken: string[] = [];
    for (const page of pages.filter((path) => path.endsWith('.md'))) {
      for (const [, target] of read(page).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (!target || /^[a-z]+:/.test(target)) continue; // https:, mailto:
        const [file = '', anchor] = target.split('#');
        const resolved = file === '' ? page : normalize(join(dirname(page), file));
        if (!inRepository(resolved)) broken.push(`${page}: ${target} (no ${resolved})`);
        else if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor)) {
          broken.push(`${page}: ${target} (no heading #${anchor})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('slug', () => {
  it("makes GitHub's anchors", () => {
    expect(slug('Login CSRF, link fixation and CORS')).toBe('login-csrf-link-fixation-and-cors');
    expect(slug('Inside: floors')).toBe('inside-floors');
    expect(slug('Coming from Stytch')).toBe('coming-from-stytch');
  });
});
