import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as root from '../src/index.ts';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const FRAMEWORKS = ['express', 'hono', 'fastify', 'next'];
const src = new URL('../src/', import.meta.url);

describe('the public surface of @foyer/node', () => {
  it('exports these names from the root', () => {
    expect(Object.keys(root).sort()).toEqual([
      'FoyerApiError',
      'WEBHOOK_TOLERANCE_SECONDS',
      'WebhookVerificationError',
      'checkRequestSession',
      'createFoyer',
      'isExpiredJwtError',
      'readSessionCredentials',
      'sessionJwtCookie',
      'unauthorizedBody',
      'verifyWebhook',
    ]);
  });

  it.each(FRAMEWORKS)('publishes @foyer/node/%s, with its framework an optional peer dependency', (framework) => {
    expect(packageJson.exports[`./${framework}`]).toEqual({
      'foyer-source': `./src/${framework}/index.ts`,
      types: `./dist/${framework}/index.d.ts`,
      default: `./dist/${framework}/index.js`,
    });
    expect(packageJson.peerDependenciesMeta[framework]).toEqual({ optional: true });
    expect(packageJson.dependencies[framework]).toBeUndefined();
  });

  it('keeps every framework out of the root entry, so a host installs only its own', () => {
    const rootFiles = readdirSync(src).filter((name) => name.endsWith('.ts'));
    const framework = new RegExp(`from '(${FRAMEWORKS.join('|')})(/[^']*)?'`);
    const offenders = rootFiles.filter((name) => framework.test(readFileSync(new URL(name, src), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
