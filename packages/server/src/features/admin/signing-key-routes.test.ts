import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, expect, it } from 'vitest';
import { createAdminTestContext } from '../../testing/admin.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { RETIRED_KEY_PUBLISHED_MS } from '../sessions/key-rotation.ts';

let t: Awaited<ReturnType<typeof createAdminTestContext>> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

it('an operator rotates the session signing key through the admin API: the old JWT still verifies until the old key leaves the JWKS, the new one signs, the rotation is audited, a viewer is refused', async () => {
  t = await createAdminTestContext({ clock: 'stopped' });
  const ctx = t;
  const jwks = async () =>
    (await (await ctx.app.request('/.well-known/jwks.json')).json()) as { keys: { kid: string }[] };
  const before = await signInNewUser(ctx.deps, ctx.project, { email: 'ada@example.com' });
  const oldKid = decodeProtectedHeader(before.session_jwt).kid;

  const refused = await ctx.admin('/signing_keys/rotate', { body: {}, token: ctx.tokens.viewer });
  expect(refused.status).toBe(403);
  expect((await ctx.admin('/signing_keys', { token: ctx.tokens.viewer })).body.keys).toEqual([
    expect.objectContaining({ kid: oldKid, state: 'signing', retired_at: null }),
  ]);

  const rotated = await ctx.admin('/signing_keys/rotate', { body: {} });
  expect(rotated.status).toBe(200);
  expect(rotated.body).toMatchObject({ retired: [oldKid] });
  const newKid = rotated.body.kid as string;
  expect(newKid).not.toBe(oldKid);
  expect(rotated.body.published_until).toBe(new Date(ctx.clock.now() + RETIRED_KEY_PUBLISHED_MS).toISOString());

  // The JWT minted before still verifies against the published key set; the next one is the new key's.
  const published = await jwks();
  expect(published.keys.map((k) => k.kid).sort()).toEqual([oldKid, newKid].sort());
  await expect(jwtVerify(before.session_jwt, createLocalJWKSet(published))).resolves.toBeTruthy();
  const after = await signInNewUser(ctx.deps, ctx.project, { email: 'bob@example.com' });
  expect(decodeProtectedHeader(after.session_jwt).kid).toBe(newKid);
  expect((await ctx.admin('/signing_keys')).body.keys).toEqual([
    expect.objectContaining({ kid: newKid, state: 'signing' }),
    expect.objectContaining({ kid: oldKid, state: 'published', published_until: rotated.body.published_until }),
  ]);

  // Audited with who rotated and which key signs now; the viewer's refusal too.
  const action = encodeURIComponent('POST /signing_keys/rotate');
  const entries = (await ctx.admin(`/audit_log?action=${action}`)).body.entries as Record<string, unknown>[];
  expect(entries).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ result: 'ok', target: expect.objectContaining({ id: newKid }) }),
      expect.objectContaining({ result: 'refused', status: 403 }),
    ]),
  );

  // Once every JWT it signed has expired, the old key leaves the key set by itself.
  ctx.clock.advance(RETIRED_KEY_PUBLISHED_MS + 1_000);
  expect((await jwks()).keys.map((k) => k.kid)).toEqual([newKid]);
});
