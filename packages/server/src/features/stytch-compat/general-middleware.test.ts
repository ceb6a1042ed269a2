import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SDK_PATHS } from '@foyer/protocol/paths';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../../../../scripts/lib/import-ladder.mjs';

const httpFolder = fileURLToPath(new URL('../../http/', import.meta.url));

/** A file's code without its comments, and without backslashes (a regex's `\/` reads as `/`). */
function code(path: string): string {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  return ts.createPrinter({ removeComments: true }).printFile(source).replaceAll('\\', '');
}

/** Each SDK route's path up to its first `{name}`: what a middleware matching paths by hand would spell. */
const routeLiterals = Object.values(SDK_PATHS).map((path) => path.split('{')[0]?.replace(/\/$/, '') ?? path);

describe("the SDK API's general middleware (http/)", () => {
  const files = (sourceFiles(httpFolder) as string[]).map((path) => ({ name: basename(path), code: code(path) }));

  it('knows nothing of Stytch: its header and its answers live in features/stytch-compat/', () => {
    const naming = files.filter((file) => /stytch|x-sdk-client/i.test(file.code)).map((file) => file.name);
    expect(naming).toEqual([]);
  });

  it('names no SDK route: a middleware for one route is mounted on its key (sdkRoutePattern)', () => {
    const naming = files.flatMap((file) =>
      routeLiterals.filter((literal) => file.code.includes(literal)).map((literal) => `${file.name}: ${literal}`),
    );
    expect(naming).toEqual([]);
  });
});
