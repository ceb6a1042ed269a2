import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { addOtherProject } from '../../testing/sign-in.ts';
import { createTestContext, type JsonBody, type TestContext } from '../../testing/test-context.ts';
import { backendAs } from '../../testing/user-factors.ts';

describe('POST /v1/users/search', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  /** Creates users one minute apart (so creation order is certain) and answers their ids in order. */
  async function createUsers(bodies: object[]): Promise<string[]> {
    const ids: string[] = [];
    for (const body of bodies) {
      const res = await t.backend('/users', body);
      expect(res.status).toBe(200);
      ids.push(res.body.user_id);
      t.clock.advance(minutes(1));
    }
    return ids;
  }

  const search = (body: object) => t.backend('/users/search', body);
  const idsOf = (res: { body: JsonBody }) => (res.body.results as Array<{ user_id: string }>).map((u) => u.user_id);

  it('answers every user of the project in creation order, with the total, when there is no query', async () => {
    const ids = await createUsers([
      { email: 'a@host.example' },
      { email: 'b@host.example' },
      { email: 'c@host.example' },
    ]);
    const res = await search({});
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual(ids);
    expect(res.body.results_metadata).toEqual({ total: 3, next_cursor: null });
    expect(res.body.results[0]).toMatchObject({ emails: [{ email: 'a@host.example' }], trusted_metadata: {} });
  });

  it('filters by email_address (any case), phone_number, user_id, email_id, phone_id and status', async () => {
    const [ada, bob, cy] = await createUsers([
      { email: 'ada@host.example', phone_number: '+15550000001' },
      { email: 'bob@host.example', create_user_as_pending: true },
      { phone_number: '+15550000003' },
    ]);
    const ada2 = await t.backend(`/users/${ada}`);
    const byFilter = async (filter_name: string, filter_value: unknown) =>
      idsOf(await search({ query: { operator: 'AND', operands: [{ filter_name, filter_value }] } }));
    expect(await byFilter('email_address', ['ADA@host.example', 'nobody@host.example'])).toEqual([ada]);
    expect(await byFilter('phone_number', ['+15550000003'])).toEqual([cy]);
    expect(await byFilter('user_id', [bob, cy])).toEqual([bob, cy]);
    expect(await byFilter('email_id', [ada2.body.emails[0].email_id])).toEqual([ada]);
    expect(await byFilter('phone_id', [ada2.body.phone_numbers[0].phone_id])).toEqual([ada]);
    expect(await byFilter('status', 'pending')).toEqual([bob]);
    expect(await byFilter('status', 'active')).toEqual([ada, cy]);
  });

  it('filters by creation time: after, before and between (bounds excluded)', async () => {
    const ids = await createUsers([
      { email: 'a@host.example' },
      { email: 'b@host.example' },
      { email: 'c@host.example' },
    ]);
    const created = await Promise.all(
      ids.map(async (id) => (await t.backend(`/users/${id}`)).body.created_at as string),
    );
    const byFilter = async (filter_name: string, filter_value: unknown) =>
      idsOf(await search({ query: { operator: 'AND', operands: [{ filter_name, filter_value }] } }));
    expect(await byFilter('created_at_greater_than', created[0])).toEqual(ids.slice(1));
    expect(await byFilter('created_at_less_than', created[2])).toEqual(ids.slice(0, 2));
    expect(await byFilter('created_at_between', { greater_than: created[0], less_than: created[2] })).toEqual([ids[1]]);
  });

  it('combines operands with AND (all must match) or OR (any may)', async () => {
    const [ada, bob] = await createUsers([
      { email: 'ada@host.example' },
      { email: 'bob@host.example', create_user_as_pending: true },
    ]);
    const operands = [
      { filter_name: 'email_address', filter_value: ['ada@host.example'] },
      { filter_name: 'status', filter_value: 'pending' },
    ];
    const all = await search({ query: { operator: 'AND', operands } });
    const any = await search({ query: { operator: 'OR', operands } });
    expect(idsOf(all)).toEqual([]);
    expect(all.body.results_metadata.total).toBe(0);
    expect(idsOf(any)).toEqual([ada, bob]);
    expect(any.body.results_metadata.total).toBe(2);
  });

  it('pages with next_cursor until null, and a user created between pages neither repeats nor shifts a row', async () => {
    const ids = await createUsers(Array.from({ length: 5 }, (_, i) => ({ email: `u${i}@host.example` })));
    const first = await search({ limit: 2 });
    expect(idsOf(first)).toEqual(ids.slice(0, 2));
    expect(first.body.results_metadata).toEqual({ total: 5, next_cursor: expect.any(String) });

    const [late] = await createUsers([{ email: 'late@host.example' }]);
    const second = await search({ limit: 2, cursor: first.body.results_metadata.next_cursor });
    const third = await search({ limit: 2, cursor: second.body.results_metadata.next_cursor });
    expect(idsOf(second)).toEqual(ids.slice(2, 4));
    expect(idsOf(third)).toEqual([ids[4], late]);
    expect(third.body.results_metadata).toEqual({ total: 6, next_cursor: null });
  });

  it('keeps users created in the same millisecond apart by user_id across pages', async () => {
    const frozen = await createTestContext({ deps: { clock: { now: () => Date.UTC(2026, 0, 5) } } });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 4; i++)
        ids.push((await frozen.backend('/users', { email: `same${i}@host.example` })).body.user_id);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await frozen.backend('/users/search', { limit: 1, ...(cursor ? { cursor } : {}) });
        seen.push(...idsOf(page));
        cursor = page.body.results_metadata.next_cursor;
      } while (cursor);
      expect(seen).toEqual([...ids].sort());
    } finally {
      await frozen.close();
    }
  });

  it('refuses an edited cursor, a garbage one and one from another query with invalid_search_cursor', async () => {
    await createUsers([{ email: 'a@host.example' }, { email: 'b@host.example' }]);
    const cursor: string = (await search({ limit: 1 })).body.results_metadata.next_cursor;
    const [payload, mac] = cursor.split('.');
    const edited = `${Buffer.from(JSON.stringify([0, ''])).toString('base64url')}.${mac}`;
    const otherQuery = {
      limit: 1,
      cursor,
      query: { operator: 'AND', operands: [{ filter_name: 'status', filter_value: 'active' }] },
    };
    for (const body of [
      { cursor: edited },
      { cursor: 'not-a-cursor' },
      { cursor: `${payload}.${mac}.extra` },
      { cursor: `${payload}.` },
      otherQuery,
    ]) {
      const res = await search(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error_type).toBe('invalid_search_cursor');
    }
  });

  it('never shows another project’s users, and refuses our cursor to another project', async () => {
    await addOtherProject(t.deps);
    await createUsers([{ email: 'ours@host.example' }, { email: 'ours2@host.example' }]);
    const theirs = await backendAs(t, '/users/search', { body: {} });
    expect(theirs.body.results).toEqual([]);
    expect(theirs.body.results_metadata.total).toBe(0);
    const ourCursor = (await search({ limit: 1 })).body.results_metadata.next_cursor;
    const replay = await backendAs(t, '/users/search', { body: { limit: 1, cursor: ourCursor } });
    expect(replay.body.error_type).toBe('invalid_search_cursor');
  });

  it.each([
    ['a limit of 0', { limit: 0 }],
    ['a limit over 1000', { limit: 1001 }],
    ['an unknown operator', { query: { operator: 'XOR', operands: [] } }],
    [
      'an unknown filter',
      { query: { operator: 'AND', operands: [{ filter_name: 'password_hash', filter_value: 'x' }] } },
    ],
    [
      'a status that does not exist',
      { query: { operator: 'AND', operands: [{ filter_name: 'status', filter_value: 'deleted' }] } },
    ],
    [
      'a time that is not RFC 3339',
      { query: { operator: 'AND', operands: [{ filter_name: 'created_at_greater_than', filter_value: 'yesterday' }] } },
    ],
    [
      'an email filter that is not a list',
      { query: { operator: 'AND', operands: [{ filter_name: 'email_address', filter_value: 'a@host.example' }] } },
    ],
  ])('refuses %s with bad_request', async (_, body) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('bad_request');
  });

  it('refuses a wrong secret with unauthorized_credentials', async () => {
    const res = await t.backend('/users/search', {}, { secret: 'secret-test-wrong-but-long-enough-value' });
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('unauthorized_credentials');
  });
});
