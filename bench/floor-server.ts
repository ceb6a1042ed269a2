/**
 * The same-work floor for `npm run bench` (issue 29): a session check with nothing else around it.
 * A `node:http` server, with as many `node:cluster` workers as Foyer has (BENCH_WORKERS), that does
 * what Foyer's session check must do and no more, on Foyer's own database after Foyer seeded it:
 *
 * - reads the body (JSON) and `Authorization: Basic`, finds the project (kept in memory, as Foyer's
 *   cache does), checks the Origin (SDK) or the project secret in constant time (backend);
 * - hashes the session token (SHA-256), or verifies a session JWT (ES256) and takes its `sid`;
 * - runs Foyer's own statement for the session and its user (one round trip, prepared), refuses a
 *   revoked or expired session, writes the last use at most once a minute;
 * - signs a fresh ES256 session JWT with the same claims (node:crypto, the key object kept) and
 *   answers the same JSON.
 *
 * Foyer ÷ this floor is what Foyer's framework, validation and layers cost. Forked by
 * bench/sessions.ts with the tsx loader (it reuses the server's SQL text and row mapping), answers
 * over IPC like bench/hello-server.mjs. Environment: FLOOR_DATABASE (a SQLite file or a postgres://
 * URL), FLOOR_PORT, FLOOR_WORKERS, FLOOR_PROJECT (JSON: project_id, public_token, secret,
 * authorized_origins), FLOOR_ISSUER, FLOOR_JWKS_URL (Foyer's keys: the seeded session JWTs are
 * Foyer's, so the floor verifies them as a host would, and signs new ones with a key of its own).
 */
import cluster from 'node:cluster';
import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  type JsonWebKey as NodeJsonWebKey,
  randomUUID,
  sign,
  timingSafeEqual,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { sessionWithUserById, sessionWithUserByTokenHash, userFromColumns } from '@foyer/server/testing';
import Database from 'better-sqlite3';
import pg from 'pg';

interface FloorProject {
  project_id: string;
  public_token: string;
  secret: string;
  authorized_origins: string[];
}

const project = JSON.parse(process.env.FLOOR_PROJECT ?? '{}') as FloorProject;
const databaseUrl = process.env.FLOOR_DATABASE ?? '';
const port = Number(process.env.FLOOR_PORT);
const workers = Number(process.env.FLOOR_WORKERS ?? 1);
const issuer = process.env.FLOOR_ISSUER ?? 'http://127.0.0.1';
const TOUCH_INTERVAL_MS = 60_000;
const JWT_LIFETIME_S = 300;

if (cluster.isPrimary) {
  const forked = Array.from({ length: workers }, () => cluster.fork());
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) {
      process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}`, rss: process.memoryUsage().rss });
    }
  });
  // The primary answers for the processes together: its own memory plus each worker's.
  process.on('message', async (message: { type?: string }) => {
    if (message?.type === 'rss') {
      const answers = await Promise.all(
        forked.map(
          (worker) =>
            new Promise<{ rss: number; heapUsed: number }>((resolve) => {
              worker.once('message', resolve);
              worker.send('rss');
            }),
        ),
      );
      const own = process.memoryUsage();
      process.send?.({
        type: 'rss',
        rss: own.rss + answers.reduce((sum, a) => sum + a.rss, 0),
        heapUsed: own.heapUsed + answers.reduce((sum, a) => sum + a.heapUsed, 0),
        processes: [
          { name: 'primary', rss: own.rss, heapUsed: own.heapUsed },
          ...answers.map((a, i) => ({ name: `worker ${i + 1}`, rss: a.rss, heapUsed: a.heapUsed })),
        ],
      });
    }
    if (message?.type === 'stop') {
      for (const worker of forked) worker.kill();
      process.exit(0);
    }
  });
  process.on('disconnect', () => process.exit(0));
} else {
  await serve();
}

type Row = Record<string, unknown> & {
  session_id: string;
  user_id: string;
  user_project_id: string;
  started_at: number | string;
  last_accessed_at: number | string;
  expires_at: number | string;
  revoked_at: number | string | null;
  authentication_factors: string;
};

/** One statement, prepared once, run with its parameters: the floor's one round trip. */
type Query = (statement: { sqlite: string; postgres: string }, parameters: unknown[]) => Promise<Row | undefined>;
type Write = (sessionId: string, lastAccessedAt: number) => Promise<void>;

function openDatabase(): { query: Query; touch: Write } {
  const touchSql = 'UPDATE sessions SET last_accessed_at = ? WHERE session_id = ?';
  if (databaseUrl.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // Named statements: PostgreSQL parses each once per connection, as Foyer's prepared ones.
    const names = new Map<string, string>();
    const named = (text: string) => {
      const name = names.get(text) ?? `floor_${names.size}`;
      names.set(text, name);
      return name;
    };
    return {
      query: async (statement, values) =>
        (await pool.query({ name: named(statement.postgres), text: statement.postgres, values })).rows[0] as Row,
      touch: async (sessionId, at) => {
        await pool.query({
          name: 'floor_touch',
          text: 'UPDATE sessions SET last_accessed_at = $1 WHERE session_id = $2',
          values: [at, sessionId],
        });
      },
    };
  }
  const db = new Database(databaseUrl);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  const prepared = new Map<string, Database.Statement>();
  const statement = (text: string) => {
    const found = prepared.get(text) ?? db.prepare(text);
    prepared.set(text, found);
    return found;
  };
  return {
    query: async (s, parameters) => statement(s.sqlite).get(...parameters) as Row | undefined,
    touch: async (sessionId, at) => {
      statement(touchSql).run(at, sessionId);
    },
  };
}

async function serve(): Promise<void> {
  const { query, touch } = openDatabase();
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwks = (await (await fetch(process.env.FLOOR_JWKS_URL ?? '')).json()) as {
    keys: (NodeJsonWebKey & { kid: string })[];
  };
  const verifiers = new Map(jwks.keys.map((jwk) => [jwk.kid, createPublicKey({ key: jwk, format: 'jwk' })]));
  const kid = randomUUID();
  const secretHash = sha256(project.secret);
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      answer(request, Buffer.concat(chunks).toString('utf8')).then(
        ({ status, body }) => send(response, status, body),
        () => send(response, 500, { error_type: 'internal_server_error' }),
      );
    });
  });
  server.listen(port, '127.0.0.1');
  process.on('message', (message) => {
    if (message === 'rss') {
      const rss = process.memoryUsage().rss;
      globalThis.gc?.();
      process.send?.({ rss, heapUsed: process.memoryUsage().heapUsed });
    }
  });

  async function answer(request: IncomingMessage, text: string): Promise<{ status: number; body: object }> {
    const body = (text ? JSON.parse(text) : {}) as { session_token?: string; session_jwt?: string };
    const [user = '', password = ''] = Buffer.from((request.headers.authorization ?? '').slice(6), 'base64')
      .toString('utf8')
      .split(':');
    const backend = request.url === '/v1/sessions/authenticate';
    if (backend) {
      if (user !== project.project_id || !timingSafeEqual(sha256(password), secretHash)) {
        return { status: 401, body: { error_type: 'unauthorized_credentials' } };
      }
    } else {
      const origin = request.headers.origin;
      if (user !== project.public_token) return { status: 401, body: { error_type: 'invalid_public_token' } };
      if (origin && !project.authorized_origins.includes(origin)) {
        return { status: 403, body: { error_type: 'origin_not_allowed' } };
      }
    }
    const token = body.session_token ?? (!backend && password !== user ? password : undefined);
    let row: Row | undefined;
    if (token) {
      row = await query(sessionWithUserByTokenHash, [project.project_id, sha256(token).toString('hex')]);
    } else if (body.session_jwt) {
      const sid = verifiedSessionId(body.session_jwt, verifiers);
      row = sid ? await query(sessionWithUserById, [project.project_id, sid]) : undefined;
    }
    const now = Date.now();
    if (
      !row ||
      row.user_project_id !== project.project_id ||
      row.revoked_at !== null ||
      Number(row.expires_at) <= now
    ) {
      return { status: 404, body: { error_type: 'session_not_found' } };
    }
    let lastAccessed = Number(row.last_accessed_at);
    if (now - lastAccessed >= TOUCH_INTERVAL_MS) {
      await touch(row.session_id, now);
      lastAccessed = now;
    }
    const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
    const factors = JSON.parse(row.authentication_factors) as object[];
    const session = {
      session_id: row.session_id,
      user_id: row.user_id,
      started_at: iso(row.started_at),
      last_accessed_at: iso(lastAccessed),
      expires_at: iso(row.expires_at),
      authentication_factors: factors,
    };
    const seconds = Math.floor(now / 1000);
    const claims = {
      iss: issuer,
      aud: project.project_id,
      sub: row.user_id,
      iat: seconds,
      nbf: seconds,
      exp: Math.min(seconds + JWT_LIFETIME_S, Math.floor(Number(row.expires_at) / 1000)),
      sid: row.session_id,
      aal: 1,
      amr: ['email'],
      foyer_session: { ...session, session_id: undefined, user_id: undefined },
      'https://stytch.com/session': { ...session, id: row.session_id, attributes: { ip_address: '', user_agent: '' } },
    };
    const input = `${b64({ alg: 'ES256', kid, typ: 'JWT' })}.${b64(claims)}`;
    const signature = sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' });
    return {
      status: 200,
      body: {
        status_code: 200,
        request_id: `request-${randomUUID()}`,
        user_id: row.user_id,
        user: userFromColumns(row.user_id, row as never),
        session,
        session_token: token ?? null,
        session_jwt: `${input}.${signature.toString('base64url')}`,
      },
    };
  }
}

/** The JWT's `sid` when its ES256 signature is by one of the keys (expiry is the session's to judge). */
function verifiedSessionId(jwt: string, keys: Map<string, KeyObject>): string | null {
  const [header, payload, signature] = jwt.split('.');
  if (!header || !payload || !signature) return null;
  const { alg, kid = '' } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as {
    alg?: string;
    kid?: string;
  };
  const key = keys.get(kid);
  if (alg !== 'ES256' || !key) return null;
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return ok ? ((JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid?: string }).sid ?? null) : null;
}

function send(response: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  response.end(text);
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
