import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { RESEALED_COLUMNS } from './reseal-all.ts';

const schemaDir = fileURLToPath(new URL('../../store/schema/', import.meta.url));

/** `table.column` of every column whose doc comment in store/schema/ says it holds something sealed with FOYER_SECRETS_KEY. */
function columnsSaidSealed(): string[] {
  const tableOf = new Map(
    [...readFileSync(join(schemaDir, '../schema.ts'), 'utf8').matchAll(/^\s+(\w+): (\w+Table);/gm)].map((m) => [
      m[2],
      m[1],
    ]),
  );
  const found: string[] = [];
  for (const file of readdirSync(schemaDir)) {
    const source = readFileSync(join(schemaDir, file), 'utf8');
    for (const [, name, body = ''] of source.matchAll(/export interface (\w+Table) \{([\s\S]*?)\n\}/g)) {
      for (const [, comment = '', column] of body.matchAll(/\/\*\*([\s\S]*?)\*\/\s*(\w+)\??:/g)) {
        if (comment.includes('FOYER_SECRETS_KEY')) found.push(`${tableOf.get(name as string)}.${column}`);
      }
    }
  }
  return found.sort();
}

it('seals again, at a FOYER_SECRETS_KEY rotation, every column the schema says is sealed (a new sealed column must join the list)', () => {
  const said = columnsSaidSealed();
  expect(said).toContain('webhook_secrets.secret_sealed');
  expect(said).toEqual([...RESEALED_COLUMNS].sort());
});
