import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { type ConnectionSettings, connectionSettingsFromEnv } from '../config/connection-settings.ts';
import { stopGracefully } from '../http/graceful-stop.ts';
import { listen } from '../http/listen.ts';
import { createTestContext, type TestContext } from '../testing/test-context.ts';

// The review's script: 150 sockets from one address, each sending a request body one byte at a
// time, were all still open at 75 s (Node's request timeout is 5 minutes, checked every 30 s).
// Here the timeouts are short through the same settings the environment sets.

const SHORT: ConnectionSettings = { headersTimeoutMs: 300, requestTimeoutMs: 600, perClient: 5 };
/** Far beyond the short timeouts plus Node's 1 s check, far below Node's own defaults. */
const BOUND_MS = 5_000;

let t: TestContext;
let server: Server;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await stopGracefully(server, { idleDrainMs: 0, graceMs: 0 });
  await t.close();
});

async function start(settings: ConnectionSettings, trustedProxies: string[] = []) {
  t = await createTestContext();
  server = await listen({
    fetch: createApp(t.deps).fetch,
    port: 0,
    hostname: '127.0.0.1',
    connections: settings,
    trustedProxies,
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A socket to the server from `from` (any 127.x address reaches the loopback listener on Linux). */
function open(port: number, from = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: from }, () => resolve(socket));
    socket.on('error', () => {}); // a reset by the server is what some tests expect
    socket.once('error', reject);
    sockets.push(socket);
  });
}

/** Resolves with what the server sent once it closes the socket; rejects past `BOUND_MS`. */
function closedByServer(socket: Socket): Promise<string> {
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still open after ${BOUND_MS} ms`)), BOUND_MS);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

/** Sends one byte of `text` every 50 ms, as the slowloris script did, until the socket closes. */
function trickle(socket: Socket, text: string): void {
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || index >= text.length) return clearInterval(timer);
    socket.write(text[index++] as string);
  }, 50);
  socket.once('close', () => clearInterval(timer));
}

/** A whole GET /healthz on the socket: the answer's status line. */
function healthCheck(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('data', (chunk) => resolve(chunk.toString('latin1').split('\r\n')[0] ?? ''));
    socket.once('close', () => reject(new Error('closed without an answer')));
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
  });
}

describe('slow clients', () => {
  it('closes a connection sending its body one byte at a time, with 408, in bounded time', async () => {
    const port = await start(SHORT);
    const socket = await open(port);
    const closed = closedByServer(socket);
    socket.write('POST /sdk/v1/passwords/strength_check HTTP/1.1\r\nHost: localhost\r\n');
    socket.write('Content-Type: application/json\r\nContent-Length: 200\r\n\r\n');
    trickle(socket, `{"password":"${'x'.repeat(180)}"}`);
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection sending its headers one byte at a time, with 408, in bounded time', async () => {
    const port = await start(SHORT);
    const socket = await open(port);
    const closed = closedByServer(socket);
    trickle(socket, `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'y'.repeat(200)}\r\n\r\n`);
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes connections past the per-client cap at once; another address still connects', async () => {
    const port = await start(SHORT);
    const held = await Promise.all(Array.from({ length: SHORT.perClient }, () => open(port)));
    const extra = await open(port);
    expect(await closedByServer(extra)).toBe('');
    for (const socket of held) expect(await healthCheck(socket)).toBe('HTTP/1.1 200 OK');
    expect(await healthCheck(await open(port, '127.0.0.2'))).toBe('HTTP/1.1 200 OK');

    // One of the held connections ends: its place is free again.
    const one = held[0] as Socket;
    const gone = new Promise((resolve) => one.once('close', resolve));
    one.destroy();
    await gone;
    await expect.poll(async () => healthCheck(await open(port)).catch(() => 'refused')).toBe('HTTP/1.1 200 OK');
  });

  it('does not cap a trusted proxy, whose connections carry every client', async () => {
    const port = await start(SHORT, ['127.0.0.1']);
    const through = await Promise.all(Array.from({ length: SHORT.perClient + 3 }, () => open(port)));
    for (const socket of through) expect(await healthCheck(socket)).toBe('HTTP/1.1 200 OK');
  });
});

describe('connection settings from the environment', () => {
  it('defaults to 10 s for headers, 30 s for the request and 100 connections per client', () => {
    expect(connectionSettingsFromEnv({})).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      perClient: 100,
    });
  });

  it('reads each variable and refuses a request timeout shorter than the headers one', () => {
    expect(connectionSettingsFromEnv({ FOYER_CONNECTIONS_PER_CLIENT: '20' }).perClient).toBe(20);
    expect(() =>
      connectionSettingsFromEnv({ FOYER_HEADERS_TIMEOUT_MS: '20000', FOYER_REQUEST_TIMEOUT_MS: '5000' }),
    ).toThrow(/FOYER_REQUEST_TIMEOUT_MS \(5000\) must be at least FOYER_HEADERS_TIMEOUT_MS/);
    expect(() => connectionSettingsFromEnv({ FOYER_CONNECTIONS_PER_CLIENT: 'lots' })).toThrow(
      /FOYER_CONNECTIONS_PER_CLIENT/,
    );
  });
});
