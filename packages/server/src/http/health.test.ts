import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-context.ts';

describe('health probes', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const get = async (path: string) => {
    const response = await t.app.request(path);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('returns 200 from /healthz without credentials, however often it is asked', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => get('/healthz')));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(answers[0]?.body).toMatchObject({ status_code: 200, status: 'ok' });
    expect(answers[0]?.body.request_id).toMatch(/^request-id-/);
  });

  it('returns 200 from /readyz when the database answers and every migration is applied', async () => {
    expect(await get('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('returns 503 server_not_ready naming the migration that is not applied', async () => {
    await sql`delete from kysely_migration where name = ${'0009_limits'}`.execute(t.deps.db);
    const answer = await get('/readyz');
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ error_type: 'server_not_ready' });
    expect(answer.body.error_message).toBe('The server is not ready: database migrations not applied: 0009_limits.');
  });

  it('returns 503 server_not_ready when the database does not answer, and logs why only on the server', async () => {
    await t.deps.db.destroy();
    const answer = await get('/readyz');
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      error_type: 'server_not_ready',
      error_message: 'The server is not ready: the database does not answer.',
    });
    expect(t.logs.join('\n')).toMatch(/Readiness check: the database does not answer: .*destroyed/);
  });

  it('keeps /healthz at 200 while /readyz answers 503', async () => {
    await t.deps.db.destroy();
    expect((await get('/healthz')).status).toBe(200);
    expect((await get('/readyz')).status).toBe(503);
  });
});
