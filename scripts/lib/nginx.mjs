// nginx as a child process for tests and benchmarks (docs/testing.md): Debian's package, run in the
// foreground with its own prefix folder (config, pid, logs, temp paths), never the system's.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, canInstallDebianPackages } from './debian-packages.mjs';

const NGINX = '/usr/sbin/nginx';

/** Returns nginx's path ($NGINX_BIN, else Debian's), installing Debian's `nginx` when missing and allowed. */
export function ensureNginx() {
  const wanted = process.env.NGINX_BIN ?? NGINX;
  if (existsSync(wanted)) return wanted;
  if (process.env.NGINX_BIN || !canInstallDebianPackages()) {
    throw new Error(
      `nginx is missing at ${wanted}. Install it with \`sudo apt-get install -y nginx\` (Debian) or set NGINX_BIN.`,
    );
  }
  console.log('nginx is missing: installing the Debian package `nginx`.');
  aptInstall(['nginx']);
  if (!existsSync(NGINX)) throw new Error(`apt-get installed nginx but there is no ${NGINX}.`);
  return NGINX;
}

/**
 * docs/operations.md's nginx example with its addresses replaced: the `listen` port by `listen`, and each
 * upstream `server` line's address, in order, by the given instance addresses. Extra example server
 * lines are dropped (a run with fewer instances); fewer example lines than instances is an error.
 * Everything else (headers, retries, timeouts) is used as written.
 * @param {string} snippet
 * @param {{ listen: number, instances: string[] }} addresses
 */
export function withAddresses(snippet, { listen, instances }) {
  const listens = snippet.match(/^\s*listen\s+\d+;/gm) ?? [];
  if (listens.length !== 1) throw new Error(`expected one "listen <port>;" line, found ${listens.length}`);
  const servers = snippet.match(/^\s*server\s+[\w.:[\]]+(\s[^;]*)?;$/gm) ?? [];
  if (servers.length < instances.length) {
    throw new Error(`the config has ${servers.length} upstream servers, fewer than the ${instances.length} instances`);
  }
  let index = 0;
  return snippet
    .replace(/^(\s*listen\s+)\d+;/m, `$1127.0.0.1:${listen};`)
    .replace(/^(\s*server\s+)[\w.:[\]]+((\s[^;]*)?;)\n/gm, (_line, head, tail) => {
      const address = instances[index++];
      return address ? `${head}${address}${tail}\n` : '';
    });
}

/**
 * Starts nginx in the foreground with `httpConfig` inside its `http {}` block, one worker, and its
 * pid file, error log, access log and temp folders in a fresh prefix folder. Each request's
 * upstream address is logged (`upstreams()`), so a test can tell which instance answered.
 * Resolves once it accepts connections on `port`. Stop it with `stop()`.
 * @param {{ httpConfig: string, port: number }} options
 */
export async function startNginx({ httpConfig, port }) {
  const bin = ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), 'foyer-nginx-'));
  for (const sub of ['logs', 'temp']) mkdirSync(join(dir, sub));
  const config = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstream '$status $request_method $request_uri $upstream_addr $upstream_status';
  access_log ${dir}/logs/access.log upstream;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
${httpConfig}
}
`;
  writeFileSync(join(dir, 'nginx.conf'), config);
  // -e: the error log from the very start is ours too, not /var/log/nginx/error.log.
  const child = spawn(bin, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'logs/error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  let stopped = false;
  const stop = () => {
    if (!stopped && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    stopped = true;
  };
  const errorLog = () =>
    existsSync(join(dir, 'logs/error.log')) ? readFileSync(join(dir, 'logs/error.log'), 'utf8') : '';
  try {
    await waitForPort(port, exited, errorLog);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    child,
    errorLog,
    /** The access log so far: one `{ status, method, uri, upstream, upstreamStatus }` per request. */
    upstreams: () =>
      (existsSync(join(dir, 'logs/access.log')) ? readFileSync(join(dir, 'logs/access.log'), 'utf8') : '')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [status, method, uri, upstream, upstreamStatus] = line.split(' ');
          return { status: Number(status), method, uri, upstream, upstreamStatus };
        }),
    stop: async () => {
      stop();
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once 127.0.0.1:port accepts a connection; rejects if nginx exits or 20 s pass. */
async function waitForPort(port, exited, errorLog) {
  let gone = null;
  exited.then((code) => {
    gone = code;
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (gone !== null) throw new Error(`nginx exited (${gone}) before listening:\n${errorLog()}`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port} within 20 s:\n${errorLog()}`);
}
