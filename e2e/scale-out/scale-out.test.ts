/**
 * The scale-out, driven over HTTP only: the production deployment of e2e/scale-out/cluster.ts
 * (PostgreSQL, three `foyer start` processes, docs/operations.md's nginx config). Clients leave from their
 * own loopback addresses (127.0.0.3, 127.0.0.20 …) while nginx reaches the instances from
 * 127.0.0.1, the one trusted proxy, so the client Foyer sees is the address nginx forwarded. Which
 * instance answered comes from nginx's access log ($upstream_addr), not from a response header.
 */
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/postgres-cluster.mjs';
import { type Cluster, type FoyerInstance, startCluster, stopInstance } from './cluster.ts';
import { clusterCalls } from './cluster-calls.ts';
import { type Answer, call, clientAgent } from './http.ts';
import { tcpGate } from './tcp-gate.ts';

const LIMITS = {
  // Small enough to reach in a few calls, each from the variable of docs/security.md's limits table.
  FOYER_PASSWORD_FAILED_LOGIN_LIMIT: '4',
  FOYER_USER_SEARCHES_PER_CLIENT: '3',
};

describe('three Foyer instances on one PostgreSQL behind nginx', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({ instances: 3, env: LIMITS });
  });
  afterAll(() => cluster?.stop());

  const { sdk, backend, checkSession, mailedCode, signIn, answeredSince, logMark, instanceAddresses } = clusterCalls(
    () => cluster,
  );

  it('signs in through nginx, and every instance answers session checks for that session', async () => {
    const signedIn = await signIn('ada@example.com');
    expect(signedIn.status).toBe(200);

    const mark = logMark();
    const checks = [];
    for (let i = 0; i < 9; i += 1) checks.push(await checkSession(signedIn.body.session_token));
    expect(checks.map((check) => check.status)).toEqual(Array(9).fill(200));
    expect(new Set(checks.map((check) => check.body.session.session_id))).toEqual(
      new Set([signedIn.body.session.session_id]),
    );
    // nginx's own log names the instance behind each answer (no topology header on the wire).
    expect([...new Set(await answeredSince(mark, 9))].sort()).toEqual(instanceAddresses());
  });

  it('refuses a session on instance B at once after instance A revoked it', async () => {
    const signedIn = await signIn('grace@example.com');
    const [a, b] = cluster.instances;
    expect((await checkSession(signedIn.body.session_token, { base: b?.url })).status).toBe(200);

    const revoked = await backend('/sessions/revoke', { session_token: signedIn.body.session_token }, { base: a?.url });
    expect(revoked.status).toBe(200);
    const refused = await checkSession(signedIn.body.session_token, { base: b?.url });
    expect(refused.status).toBe(404);
    expect(refused.body.error_type).toBe('session_not_found');
    const byJwt = await backend('/sessions/authenticate', { session_jwt: signedIn.body.session_jwt }, { base: b?.url });
    expect(byJwt.body.error_type).toBe('session_not_found');
  });

  it('verifies a JWT minted by one instance on every other, and every instance serves the same JWKS', async () => {
    const mark = logMark();
    const signedIn = await signIn('hopper@example.com');
    const [, minter] = await answeredSince(mark, 2);
    const jwksList = await Promise.all(
      cluster.instances.map((instance) => call(`${instance.url}/.well-known/jwks.json`)),
    );
    for (const jwks of jwksList) expect(jwks.body.keys).toEqual(jwksList[0]?.body.keys);
    expect(jwksList[0]?.body.keys.length).toBeGreaterThan(0);

    const { payload } = await jwtVerify(signedIn.body.session_jwt, createLocalJWKSet(jwksList[0]?.body));
    expect(payload.sub).toBe(signedIn.body.user_id);
    const others = cluster.instances.filter((instance) => instance.address !== minter);
    expect(others).toHaveLength(2);
    for (const other of others) {
      const checked = await backend(
        '/sessions/authenticate',
        { session_jwt: signedIn.body.session_jwt },
        { base: other.url },
      );
      expect(checked.status).toBe(200);
      expect(checked.body.session.session_id).toBe(signedIn.body.session.session_id);
    }
  });

  it('refuses the sixth passcode to one address in 10 minutes though the five went to different instances', async () => {
    const email = 'limited@example.com';
    const mark = logMark();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await sdk('/otps/email/login_or_create', { email }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers[5]?.body.error_type).toBe('too_many_requests');
    expect(Number(answers[5]?.headers['retry-after'])).toBeGreaterThan(0);
    expect([...new Set(await answeredSince(mark, 6))].sort()).toEqual(instanceAddresses());
    await expect.poll(() => cluster.mail.filter((m) => m.to === email)).toHaveLength(5);
  });

  it('counts failed password logins on every instance towards one lockout', async () => {
    const email = 'lovelace@example.com';
    const password = 'analytical-engine-notes-1843-bernoulli';
    expect((await sdk('/passwords', { email, password, session_duration_minutes: 60 })).status).toBe(200);

    const mark = logMark();
    const wrong = [];
    for (let i = 0; i < 4; i += 1) wrong.push(await sdk('/passwords/authenticate', { email, password: `wrong-${i}` }));
    expect(wrong.map((answer) => answer.body.error_type)).toEqual(Array(4).fill('unauthorized_credentials'));
    expect(new Set(await answeredSince(mark, 4)).size).toBeGreaterThan(1);

    // The fifth try, even with the right password and on yet another instance, waits.
    const locked = await sdk('/passwords/authenticate', { email, password });
    expect(locked.status).toBe(429);
    expect(locked.body.error_type).toBe('too_many_requests');
  });

  it('limits each client by the address nginx forwards, not by nginx’s own', async () => {
    const search = (from: string, headers: Record<string, string> = {}) =>
      sdk('/users/search', { email: 'ada@example.com' }, { from, headers });
    const first = [];
    for (let i = 0; i < 3; i += 1) first.push((await search('127.0.0.3')).status);
    expect(first).toEqual([200, 200, 200]);
    const fourth = await search('127.0.0.3');
    expect(fourth.status).toBe(429);
    expect(fourth.body.error_type).toBe('too_many_requests');
    // A forged header does not make that client someone else: nginx appends the real address.
    expect((await search('127.0.0.3', { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429);
    // Another client behind the same nginx has its own allowance.
    expect((await search('127.0.0.4')).status).toBe(200);
    // Straight to an instance, a client is not a trusted proxy: its header is ignored.
    const direct = await sdk(
      '/users/search',
      { email: 'ada@example.com' },
      { from: '127.0.0.3', headers: { 'x-forwarded-for': '198.51.100.8' }, base: cluster.instances[0]?.url },
    );
    expect(direct.status).toBe(429);
  });

  it('keeps every completed sign-in and answers no 5xx while one instance stops mid-load', async () => {
    const stopping = cluster.instances[2];
    if (!stopping) throw new Error('three instances expected');
    const sessions: string[] = [];
    const statuses: number[] = [];
    let stopped = false;
    let afterStop = 0;
    let stop: Promise<number | null> | null = null;

    // Six clients, each with its own address and kept-alive connections, signing in and checking.
    const clients = Array.from({ length: 6 }, async (_, client) => {
      const from = `127.0.0.${20 + client}`;
      const agent = clientAgent();
      // Until 40 checks were answered after the stopped instance exited (at most 30 rounds each).
      for (let round = 0; round < 30 && !(stopped && afterStop >= 40); round += 1) {
        const signedIn = await signIn(`load-${client}-${round}@example.com`, { from, agent });
        statuses.push(signedIn.status);
        if (signedIn.status === 200) sessions.push(signedIn.body.session_token);
        for (let check = 0; check < 4 && signedIn.status === 200; check += 1) {
          const checked = await checkSession(signedIn.body.session_token, { from, agent });
          statuses.push(checked.status);
          if (stopped) afterStop += 1;
        }
        if (sessions.length >= 6 && !stop) {
          stop = stopInstance(stopping).then((code) => {
            stopped = true;
            return code;
          });
        }
      }
      agent.destroy();
    });
    await Promise.all(clients);

    expect(await stop).toBe(0);
    expect(afterStop).toBeGreaterThanOrEqual(40);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(sessions.length).toBeGreaterThan(6);
    const after = await Promise.all(sessions.map((token) => checkSession(token)));
    expect(after.map((answer) => answer.status)).toEqual(sessions.map(() => 200));
    // The stopped instance had its share of the load before it went.
    const load = cluster.nginx.upstreams().filter((entry) => entry.uri === '/v1/sessions/authenticate');
    expect(load.some((entry) => entry.upstream.includes(stopping.address))).toBe(true);
  });

  it('survives three PostgreSQL restarts under load: no instance exits, every failure a quick 503, every sign-in kept', async () => {
    // Regression: `pg_ctl restart -m fast` under load crashed the instances (an 'error' event on a
    // checked-out connection with no listener), and nginx answered 502 from then on.
    const running = cluster.instances.filter((i) => i.child.exitCode === null && i.child.signalCode === null);
    expect(running.length).toBeGreaterThanOrEqual(2);
    const answers: { status: number; type: string | undefined; retryAfter: unknown; ms: number }[] = [];
    const sessions: string[] = [];
    let restarts = 0;
    let okSinceRestart = 0;
    const timedCall = async (request: () => Promise<Answer>) => {
      const started = performance.now();
      const answer = await request();
      answers.push({
        status: answer.status,
        type: answer.body?.error_type,
        retryAfter: answer.headers['retry-after'],
        ms: performance.now() - started,
      });
      if (answer.status === 200) okSinceRestart += 1;
      return answer;
    };
    const restartsDone = () => restarts === 3 && okSinceRestart >= 20;

    const clients = Array.from({ length: 4 }, async (_, client) => {
      const from = `127.0.0.${40 + client}`;
      const agent = clientAgent();
      for (let round = 0; round < 60 && !restartsDone(); round += 1) {
        const email = `restart-${client}-${round}@example.com`;
        const sent = await timedCall(() => sdk('/otps/email/login_or_create', { email }, { from, agent }));
        if (sent.status !== 200) continue;
        const token = await mailedCode(email);
        const signedIn = await timedCall(() =>
          sdk(
            '/otps/authenticate',
            { method_id: sent.body.method_id, token, session_duration_minutes: 60 },
            { from, agent },
          ),
        );
        if (signedIn.status !== 200) continue;
        sessions.push(signedIn.body.session_token);
        for (let check = 0; check < 2; check += 1) {
          await timedCall(() => checkSession(signedIn.body.session_token, { from, agent }));
        }
      }
      agent.destroy();
    });
    // Each restart once the load has had 10 answers since the last one: the load runs across all three.
    const restarter = (async () => {
      for (; restarts < 3; restarts += 1) {
        while (okSinceRestart < 10) await new Promise((resolve) => setTimeout(resolve, 20));
        okSinceRestart = 0;
        await cluster.restartPostgres();
      }
    })();
    await Promise.all([restarter, ...clients]);

    expect(restarts).toBe(3);
    // No instance died: before the fix each exited 1 at the first restart.
    expect(running.map((i) => i.child.exitCode ?? i.child.signalCode)).toEqual(running.map(() => null));
    // What failed during the outages is 503 server_not_ready with Retry-After, never a 500 or nginx's 502.
    const failed = answers.filter((a) => a.status !== 200);
    expect(failed.map(({ status, type, retryAfter }) => ({ status, type, retryAfter }))).toEqual(
      failed.map(() => ({ status: 503, type: 'server_not_ready', retryAfter: '5' })),
    );
    // Nothing hung: the longest answer stays within the connect (5 s) and statement (10 s) deadlines.
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(15_000);
    // Every sign-in that completed, before, between or after the restarts, is still a valid session.
    // (At least 10: each restart waited for 10 answers, the end for 20, four answers a sign-in.)
    expect(sessions.length).toBeGreaterThanOrEqual(10);
    const after = await Promise.all(sessions.map((token) => checkSession(token)));
    expect(after.map((answer) => answer.status)).toEqual(sessions.map(() => 200));
    console.log(
      `PostgreSQL restarts under load: ${answers.length} answers, ${failed.length} × 503, ` +
        `slowest ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms, ${sessions.length} sign-ins kept`,
    );
  }, 120_000);

  it('rides out PostgreSQL stopped for 10 s under load: /readyz 503 and quick 503s meanwhile, an instance that found no database at start waits for it, all back within seconds', async () => {
    const running = cluster.instances.filter((i) => i.child.exitCode === null && i.child.signalCode === null);
    expect(running.length).toBeGreaterThanOrEqual(2);
    const since = (start: number) => (performance.now() - start) / 1000;
    const answers: { status: number; type: string | undefined; ms: number; at: number }[] = [];
    const sessions: string[] = [];
    const t0 = performance.now();
    let stoppedAt = Number.POSITIVE_INFINITY;
    let backAt = Number.POSITIVE_INFINITY;
    let okAfterBack = 0;
    let done = false;
    const timedCall = async (request: () => Promise<Answer>) => {
      const started = performance.now();
      const answer = await request();
      answers.push({
        status: answer.status,
        type: answer.body?.error_type,
        ms: performance.now() - started,
        at: started,
      });
      if (answer.status === 200 && started > backAt) okAfterBack += 1;
      return answer;
    };
    // A client that meets a 503 tries again a quarter of a second later (a browser's user would
    // take longer), so the outage is met by steady traffic rather than a busy loop.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 250));
    const clients = Array.from({ length: 4 }, async (_, client) => {
      const from = `127.0.0.${60 + client}`;
      const agent = clientAgent();
      for (let round = 0; !done; round += 1) {
        const email = `outage-${client}-${round}@example.com`;
        const sent = await timedCall(() => sdk('/otps/email/login_or_create', { email }, { from, agent }));
        if (sent.status !== 200) {
          await pause();
          continue;
        }
        // Delayed by the outage (the queue's next look after the database is back), never lost.
        const token = await mailedCode(email, 40_000);
        const signedIn = await timedCall(() =>
          sdk(
            '/otps/authenticate',
            { method_id: sent.body.method_id, token, session_duration_minutes: 60 },
            { from, agent },
          ),
        );
        if (signedIn.status !== 200) {
          await pause();
          continue;
        }
        sessions.push(signedIn.body.session_token);
        await timedCall(() => checkSession(signedIn.body.session_token, { from, agent }));
      }
      agent.destroy();
    });
    // Each running instance's /readyz, straight (not through nginx), every 200 ms.
    const probes: { instance: string; status: number; at: number }[] = [];
    const prober = (async () => {
      while (!done) {
        await Promise.all(
          running.map(async (instance) => {
            const at = performance.now();
            const ready = await call(`${instance.url}/readyz`);
            probes.push({ instance: instance.address, status: ready.status, at });
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    const waitFor = async (condition: () => boolean, what: string, withinMs: number) => {
      for (const deadline = performance.now() + withinMs; !condition(); ) {
        if (performance.now() > deadline) throw new Error(`gave up waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    // An instance that cannot reach the database at start (its way there refuses connections until
    // the outage ends): it says so, waits, and starts once the database is back.
    const gate = tcpGate(await freePort(), cluster.postgresPort);
    let lateSaid = '';
    const starting = cluster.addInstance(
      {
        DATABASE_URL: `postgres://postgres@127.0.0.1:${gate.port}/postgres`,
        FOYER_DB_START_ATTEMPTS: '100',
        FOYER_DB_START_RETRY_DELAY_MS: '500',
      },
      (chunk) => {
        lateSaid += chunk;
      },
    );
    let late: FoyerInstance | undefined;
    try {
      await waitFor(
        () => sessions.length >= 4 && lateSaid.includes('database not reachable'),
        'four sign-ins, and the new instance to find no database',
        120_000,
      );
      await cluster.stopPostgres();
      stoppedAt = performance.now();
      // Ten seconds away, and at least until every instance has told the prober it is not ready.
      await waitFor(
        () =>
          since(stoppedAt) >= 10 &&
          running.every((i) => probes.some((p) => p.instance === i.address && p.at > stoppedAt && p.status === 503)),
        'every /readyz to answer 503',
        30_000,
      );
      await cluster.startPostgres();
      await gate.open();
      backAt = performance.now();
      late = await starting;
      expect(late).toBe(cluster.instances.at(-1));
      await waitFor(() => okAfterBack >= 20, 'twenty answers after the database returned', 30_000);
    } finally {
      done = true;
      await Promise.all([prober, ...clients]);
    }
    if (!late) throw new Error('the instance started during the outage did not start');

    const failed = answers.filter((a) => a.status !== 200);
    const slowest = Math.max(...answers.map((a) => a.ms));
    // Seconds from the database's return to each instance's first /readyz 200, and to the first 200 answer.
    const recovered = running.map((instance) => {
      const back = probes.find((p) => p.instance === instance.address && p.at > backAt && p.status === 200);
      return back ? (back.at - backAt) / 1000 : Number.POSITIVE_INFINITY;
    });
    const firstOk = answers.find((a) => a.at > backAt && a.status === 200);
    const requestsBack = firstOk ? (firstOk.at - backAt) / 1000 : Number.POSITIVE_INFINITY;
    console.log(
      `PostgreSQL stopped ${((backAt - stoppedAt) / 1000).toFixed(1)} s under load (test ${since(t0).toFixed(0)} s): ` +
        `${answers.length} answers, ${failed.filter((a) => a.type === 'server_not_ready').length} × 503 server_not_ready, ` +
        `${failed.filter((a) => a.type !== 'server_not_ready').length} other failures, slowest ${Math.round(slowest)} ms; ` +
        `/readyz 200 again after ${recovered.map((s) => s.toFixed(1)).join(' / ')} s, first 200 answer after ` +
        `${requestsBack.toFixed(1)} s; ${sessions.length} sign-ins kept; an instance that found no database at start served once it returned`,
    );

    // No instance died.
    expect(running.map((i) => i.child.exitCode ?? i.child.signalCode)).toEqual(running.map(() => null));
    // While it was away, every failure was 503 server_not_ready; nothing hung past the connect (5 s)
    // and statement (10 s) deadlines.
    expect(failed.length).toBeGreaterThan(0);
    expect(new Set(failed.map((a) => `${a.status} ${a.type}`))).toEqual(new Set(['503 server_not_ready']));
    expect(slowest).toBeLessThan(15_000);
    // Readiness followed the database on every instance, and came back by itself within seconds.
    expect(Math.max(...recovered)).toBeLessThan(10);
    expect(requestsBack).toBeLessThan(10);
    // The late instance said it was waiting, then serves: a sign-in made on it, and one made before the outage.
    expect(late.output()).toMatch(/database not reachable at 127\.0\.0\.1:\d+ \(attempt 1 of 100\)/);
    expect(late.output()).toContain('Foyer is running in production mode');
    const lateSignIn = await signIn('late-instance@example.com', { base: late.url });
    expect(lateSignIn.status).toBe(200);
    expect((await checkSession(sessions[0] ?? '', { base: late.url })).status).toBe(200);
    // Every completed sign-in, before and after the outage, is still a session, on any instance.
    const after = await Promise.all(sessions.map((token) => checkSession(token)));
    expect(after.map((answer) => answer.status)).toEqual(sessions.map(() => 200));
    await gate.close();
  }, 150_000);
});
