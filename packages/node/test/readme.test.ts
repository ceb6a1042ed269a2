import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const examples = readdirSync(new URL('examples/', root)).filter((name) => name.endsWith('.ts'));

describe('the README', () => {
  it.each(examples)('shows examples/%s exactly as the tests run it', (name) => {
    const source = readFileSync(new URL(`examples/${name}`, root), 'utf8').trimEnd();
    expect(readme).toContain(`\`\`\`ts\n${source}\n\`\`\``);
  });
});
