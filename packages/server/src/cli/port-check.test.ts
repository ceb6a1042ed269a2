import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_TIMEOUT_MS, runFoyer } from '../testing/foyer-cli.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

describe('a busy port', () => {
  let taken: Server;
  let port: number;
  let folder: string;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'foyer-busy-port-'));
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    port = (taken.address() as { port: number }).port;
  });
  afterAll(() => {
    taken.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const sentence = () =>
    `Port ${port} on 127.0.0.1 is already in use (another Foyer, or another program): stop it, or choose another port with PORT, e.g. PORT=${port + 1}.`;

  it(
    'stops foyer start with exit 1 and one sentence naming the port and PORT, not an EADDRINUSE stack',
    async () => {
      const result = await runFoyer(['start'], folder, { PORT: String(port) });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(`foyer: ${sentence()}`);
      expect(result.stdout).not.toContain('Foyer is running');
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'stops npm start before its build',
    async () => {
      const child = spawn('npm', ['start', '--silent'], {
        cwd: root,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1' },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
      });
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code).not.toBe(0);
      expect(stderr).toContain(`npm start: ${sentence()}`);
      expect(stdout + stderr).not.toMatch(/vite|building|EADDRINUSE/i);
    },
    CLI_TIMEOUT_MS,
  );
});
