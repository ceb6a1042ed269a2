import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGE = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The text of every shipped source file: src/ and scripts/, without tests and test support. */
function shippedSource(): string {
  const files = ['src', 'scripts'].flatMap((folder) =>
    readdirSync(join(PACKAGE, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(?:ts|mjs|js)$/.test(entry.name) && !entry.name.includes('.test.'))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => !file.includes(`${join('src', 'testing')}`)),
  );
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

describe('@foyer/server package.json', () => {
  // Every dependency is installed by everyone who installs the server; one nothing imports only costs them.
  it('declares only dependencies its shipped code imports', () => {
    const { dependencies } = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const source = shippedSource();
    const unused = Object.keys(dependencies).filter(
      (name) => !source.includes(`'${name}'`) && !source.includes(`'${name}/`),
    );
    expect(unused).toEqual([]);
  });
});
