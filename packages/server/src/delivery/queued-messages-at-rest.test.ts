import { randomBytes } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { createSecretBox } from '../security/secret-box.ts';
import type { OpenedDatabase } from '../store/database.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { createQueuedEmailSender, EMAIL_SEAL_CONTEXT } from './email-queue.ts';
import type { EmailSender } from './email-sender.ts';
import { resealQueuedMessages } from './queued-messages-at-rest.ts';

let database: OpenedDatabase;
afterEach(() => database?.close());

it('a start with a new FOYER_SECRETS_KEY seals waiting messages again, so the previous key can be dropped', async () => {
  database = await openTestDatabase();
  const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
  const smtp = { description: 'unused', send: async () => {}, close: async () => {} } satisfies EmailSender;
  const before = createQueuedEmailSender(smtp, {
    clock: { now: () => Date.now() },
    secrets: createSecretBox({ current: oldKey, previous: null }),
    wake: () => {},
  });
  const email = {
    projectId: 'p',
    from: 'a@host.example',
    to: 'ada@example.com',
    subject: 's',
    text: '123456',
    html: '',
    links: [],
    code: '123456',
  };
  await before.queue.enqueue(database.db, email, Date.now() + 60_000);

  // The rotation's start: the new key current, the old one previous; a second start has nothing to do.
  const during = createSecretBox({ current: newKey, previous: oldKey });
  expect(await resealQueuedMessages({ db: database.db, secrets: during })).toBe(1);
  expect(await resealQueuedMessages({ db: database.db, secrets: during })).toBe(0);

  // With only the new key, the waiting message still opens, unchanged.
  const after = createSecretBox({ current: newKey, previous: null });
  const job = await database.db.selectFrom('jobs').select('payload').executeTakeFirstOrThrow();
  const sealed = (JSON.parse(job.payload) as { sealed: string }).sealed;
  expect(JSON.parse(after.open(sealed, EMAIL_SEAL_CONTEXT))).toEqual(email);
});
