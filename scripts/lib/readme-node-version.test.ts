import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

// Regression: the README's Node paragraph did not say plainly what to install.
describe('the README’s Node requirement', () => {
  it('says which Node to install, the very version package.json’s engines asks for', () => {
    const engines: string = JSON.parse(read('package.json')).engines.node;
    const [, major, minor] = engines.match(/^\^(\d+)\.(\d+)\.0$/) ?? [];
    const readme = read('README.md');
    expect(readme).toContain(
      `**install Node ${major}, version ${major}.${minor} or later** (\`engines\`: \`${engines}\`)`,
    );
    expect(readme).toContain(`\`nvm install ${major} && nvm use ${major}\``);
    expect(readme).toContain(`\`node --version\` must then print \`v${major}.${minor}.0\` or a later \`v${major}\``);
  });
});
