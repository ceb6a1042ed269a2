import { afterEach, expect, it } from 'vitest';
import { createQueuedEmailSender, EMAIL_SEAL_CONTEXT } from '../../delivery/email-queue.ts';
import type { OutgoingEmail } from '../../delivery/email-sender.ts';
import { listOutboxMessages } from '../../store/outbox.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { stepOf, totpCodeAt } from '../../testing/totp.ts';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

it('emails the user when their confirmed authenticator app is removed (in their language, queued with the removal in production), never for an abandoned enrolment', async () => {
  t = await createTestContext({ config: { mode: 'development' }, clock: 'stopped' });
  const context = t;
  const codeNow = (secret: string) => totpCodeAt(secret, stepOf(context.clock.now()));
  const outbox = () => listOutboxMessages(context.deps.db);

  // An enrolment never confirmed goes without a word: it never guarded anything.
  const ada = await signInNewUser(t.deps, t.project, { email: 'ada@example.com' });
  const sessionToken = ada.session_token;
  const abandoned = (await t.sdk('/totps', {}, { sessionToken })).body;
  expect((await t.sdk(`/users/totps/${abandoned.totp_id}`, undefined, { sessionToken, method: 'DELETE' })).status).toBe(
    200,
  );
  expect(await outbox()).toEqual([]);

  // The user turns their confirmed app off from a German page: one email, in German, to their address.
  const confirmed = (await t.sdk('/totps', {}, { sessionToken })).body;
  const proof = await t.sdk('/totps/authenticate', { totp_code: codeNow(confirmed.secret) }, { sessionToken });
  expect(proof.status).toBe(200);
  const removed = await t.sdk(`/users/totps/${confirmed.totp_id}`, undefined, {
    sessionToken,
    method: 'DELETE',
    acceptLanguage: 'de',
  });
  expect(removed.status).toBe(200);
  const [notice, ...others] = await outbox();
  expect(others).toEqual([]);
  expect(notice).toMatchObject({
    to: 'ada@example.com',
    subject: 'Die Authenticator-App wurde von deinem Test project-Konto entfernt',
    links: [],
    code: null,
  });
  expect(notice?.text).toContain('Wenn du das nicht warst, melde dich jetzt an, ändere dein Passwort');
  expect(notice?.html).toContain('lang="de"');

  // Production (SMTP_URL): the host's backend removes Bob's app; the notice is a queued job, sealed.
  const smtp = { description: 'unused', send: async () => {}, close: async () => {} };
  const woken: string[] = [];
  t.deps.mailer = createQueuedEmailSender(smtp, {
    clock: t.clock,
    secrets: t.deps.secrets,
    wake: () => woken.push(''),
  });
  const bob = await signInNewUser(t.deps, t.project, { email: 'bob@example.com' });
  const bobs = (await t.backend('/totps', { user_id: bob.user_id })).body;
  t.clock.advance(30_000);
  const bobProof = await t.backend('/totps/authenticate', { user_id: bob.user_id, totp_code: codeNow(bobs.secret) });
  expect(bobProof.status).toBe(200);
  expect((await t.backend(`/users/totps/${bobs.totp_id}`, undefined, { method: 'DELETE' })).status).toBe(200);
  const jobs = await t.deps.db.selectFrom('jobs').select(['kind', 'payload']).where('kind', '=', 'email').execute();
  expect(jobs).toHaveLength(1);
  expect(jobs[0]?.payload).not.toContain('bob@example.com');
  const sealed = (JSON.parse(jobs[0]?.payload ?? '{}') as { sealed: string }).sealed;
  const queued = JSON.parse(t.deps.secrets.open(sealed, EMAIL_SEAL_CONTEXT)) as OutgoingEmail;
  expect(queued).toMatchObject({
    to: 'bob@example.com',
    subject: 'The authenticator app was removed from your Test project account',
  });
  expect(woken).toHaveLength(1);
  expect(await outbox()).toHaveLength(1);
});
