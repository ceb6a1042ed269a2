import { type Algorithm, hash, parseOptions } from '@node-rs/argon2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findPasswordByUser, updatePasswordHash } from '../../store/passwords.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { ARGON2ID, OWASP_ARGON2ID } from './settings.ts';

const STRONG = 'violet-harbour-tangent-47';
const ARGON2I = 1 as Algorithm;

/** A stolen database is only as costly to crack as its cheapest hash: logins bring old ones up to today's cost. */
describe('passwords: which stored hashes a login replaces', () => {
  let t: TestContext;
  let userId: string;
  beforeEach(async () => {
    t = await createTestContext();
    userId = (await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG })).body.user_id;
  });
  afterEach(() => t.close());

  const storedHash = async () => (await findPasswordByUser(t.deps.db, userId))?.hash ?? '';
  const store = async (options: Parameters<typeof hash>[1]) => {
    const stored = await findPasswordByUser(t.deps.db, userId);
    const replacement = await hash(STRONG, options);
    await updatePasswordHash(t.deps.db, stored?.passwordId ?? '', replacement, t.clock.now());
    return replacement;
  };
  const logIn = async () => {
    const res = await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: STRONG });
    expect(res.status).toBe(200);
  };

  it.each([
    ['less memory', { ...OWASP_ARGON2ID, memoryCost: 8_192 }],
    ['fewer passes', { ...OWASP_ARGON2ID, timeCost: 1 }],
    ['argon2i instead of argon2id', { ...OWASP_ARGON2ID, algorithm: ARGON2I }],
  ])('replaces a hash made with %s by one at today’s cost', async (_, options) => {
    await store({ algorithm: ARGON2ID, ...options });
    await logIn();
    expect(parseOptions(await storedHash())).toMatchObject({ algorithm: ARGON2ID, ...OWASP_ARGON2ID });
  });

  it('keeps a hash already at today’s cost: logging in twice rewrites nothing', async () => {
    const before = await storedHash();
    await logIn();
    await logIn();
    expect(await storedHash()).toBe(before);
  });

  it('keeps a hash made at a higher cost than today’s (no downgrade)', async () => {
    const stronger = await store({ algorithm: ARGON2ID, memoryCost: 32_768, timeCost: 3, parallelism: 2 });
    await logIn();
    expect(await storedHash()).toBe(stronger);
  });
});
