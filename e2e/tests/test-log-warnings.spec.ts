import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '../support/fixtures.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const filter = fileURLToPath(new URL('../support/expected-warnings.ts', import.meta.url));

// A development-style oidc-provider taken through start, discovery and a sign-in's first step (the
// uses that print its start-up lines), then one warning and one error of the kind nobody expects.
const PROBE = `
import Provider from 'oidc-provider';
const provider = new Provider('http://127.0.0.1', {
  clients: [{ client_id: 'c', client_secret: 's', redirect_uris: ['http://localhost/cb'] }],
});
const { createServer } = await import('node:http');
const server = createServer(provider.callback()).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = 'http://127.0.0.1:' + server.address().port;
await fetch(base + '/.well-known/openid-configuration');
const query = 'client_id=c&response_type=code&scope=openid&redirect_uri=http://localhost/cb'
  + '&code_challenge_method=S256&code_challenge=' + 'a'.repeat(43);
const start = await fetch(base + '/auth?' + query, { redirect: 'manual' });
const cookie = start.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
await fetch(new URL(start.headers.get('location'), base), { headers: { cookie } });
server.close();
console.warn('oidc-provider WARNING: something the suite has never seen');
console.error('a real error');
`;

/** Runs the probe in a child process, with or without the e2e filter; returns what it printed. */
async function probe(filtered: boolean): Promise<string> {
  const args = ['--import', 'tsx', ...(filtered ? ['--import', filter] : []), '--input-type=module', '-e', PROBE];
  const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { cwd: root });
  return `${stdout}${stderr}`;
}

const oidcLines = (output: string) => output.split('\n').filter((line) => line.startsWith('oidc-provider'));

// Papercut: oidc-provider's start-up lines, repeated by every process that loads it, buried real
// failures in the e2e log.
test.describe('e2e log', () => {
  test("drops oidc-provider's expected start-up lines and keeps every other warning and error", async () => {
    const unfiltered = await probe(false);
    expect(oidcLines(unfiltered).length, unfiltered).toBeGreaterThanOrEqual(6);

    const filtered = await probe(true);
    expect(oidcLines(filtered)).toEqual(['oidc-provider WARNING: something the suite has never seen']);
    expect(filtered).toContain('a real error');
  });
});
