import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBreachedByRange } from './pwned-range.ts';

const BREACHED = 'hunter2-but-longer';
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').toUpperCase();

/** A stand-in for the range API that checks requests as strictly as the real one would. */
function startRangeServer(options: { hang?: boolean } = {}) {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    if (options.hang) return;
    const prefix = req.url?.match(/^\/range\/([0-9A-F]{5})$/)?.[1];
    if (req.method !== 'GET' || !prefix) {
      res.writeHead(400).end('The hash prefix was not in a valid format');
      return;
    }
    const known = sha1(BREACHED);
    const lines = ['0018A45C4D1DEF81644B54AB7F969B88D65:1', 'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF:0'];
    if (prefix === known.slice(0, 5)) lines.push(`${known.slice(5)}:42`);
    res.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
  });
  return new Promise<{ server: Server; url: string; requests: IncomingMessage[] }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }),
    ),
  );
}

describe('breached-password range API (k-anonymity)', () => {
  let stop: (() => void) | null = null;
  let logs: string[];
  beforeEach(() => {
    logs = [];
  });
  afterEach(() => stop?.());
  const log = (line: string) => logs.push(line);

  it('finds a breached password while sending only the first five hex digits of its SHA-1', async () => {
    const range = await startRangeServer();
    stop = () => range.server.close();
    const settings = { baseUrl: range.url, timeoutMs: 2000, fetch };
    expect(await isBreachedByRange(settings, BREACHED, log)).toBe(true);
    expect(await isBreachedByRange(settings, 'violet-harbour-tangent-47', log)).toBe(false);
    expect(range.requests[0]?.url).toBe(`/range/${sha1(BREACHED).slice(0, 5)}`);
    expect(range.requests[0]?.headers['add-padding']).toBe('true');
    expect(logs).toEqual([]);
  });

  it('fails open with a warning, and never logs the password, when the API is unreachable', async () => {
    const range = await startRangeServer();
    await new Promise((resolve) => range.server.close(resolve));
    const settings = { baseUrl: range.url, timeoutMs: 2000, fetch };
    expect(await isBreachedByRange(settings, BREACHED, log)).toBe(false);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^warning: breached-password range API/);
    expect(logs[0]).not.toContain(BREACHED);
    expect(logs[0]).not.toContain(sha1(BREACHED).slice(0, 5));
  });

  it('fails open after its timeout when the API does not answer', async () => {
    const range = await startRangeServer({ hang: true });
    stop = () => range.server.closeAllConnections();
    const settings = { baseUrl: range.url, timeoutMs: 100, fetch };
    expect(await isBreachedByRange(settings, BREACHED, log)).toBe(false);
    expect(logs[0]).toContain('timed out');
    range.server.close();
  });

  it('uses the injected fetch', async () => {
    const calls: string[] = [];
    const fakeFetch = (async (url: string) => {
      calls.push(url);
      return new Response(`${sha1(BREACHED).slice(5)}:3\n`);
    }) as typeof fetch;
    const settings = { baseUrl: 'https://range.example', timeoutMs: 100, fetch: fakeFetch };
    expect(await isBreachedByRange(settings, BREACHED, log)).toBe(true);
    expect(calls).toEqual([`https://range.example/range/${sha1(BREACHED).slice(0, 5)}`]);
  });
});
