import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { Webhook } from 'svix';
import { afterEach, expect, it } from 'vitest';
import { startQueueWorker } from '../../queue/worker.ts';
import { createSecretBox, SEALED_PREFIX, secretsKeyId } from '../../security/secret-box.ts';
import { insertOAuthState } from '../../store/oauth.ts';
import { listSealedColumn } from '../../store/sealed-columns.ts';
import { createAdminTestContext, storedClientSecret } from '../../testing/admin.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { stepOf, totpCodeAt } from '../../testing/totp.ts';
import { startWebhookReceiver } from '../../testing/webhook-receiver.ts';
import { openCodeVerifier, sealCodeVerifier } from '../oauth/code-verifier-at-rest.ts';
import { openProviderSecret } from '../oauth/provider-secrets-at-rest.ts';
import { forgetActiveSigningKey } from '../sessions/signing-keys.ts';
import { RECOVERY_CODES_AT_REST } from '../totps/secrets-at-rest.ts';
import { webhookDeliveryJob } from '../webhooks/delivery-job.ts';
import { resealSecretsAtRest } from './reseal-all.ts';

/** A step boundary near now (Svix's verifier refuses a timestamp 5 minutes off): the clock stands still here unless moved. */
const STEP_ZERO = Math.floor(Date.now() / 30_000) * 30_000;

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

type Db = Awaited<ReturnType<typeof createAdminTestContext>>['deps']['db'];

/** Every `table.column` of the database (any text column, JSON included) holding a value sealed under `keyId`. */
async function placesSealedUnder(db: Db, keyId: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of await db.introspection.getTables()) {
    for (const column of table.columns.filter((c) => /text|char/i.test(c.dataType))) {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)}
        where ${sql.ref(column.name)} like ${`%foyer-sealed:v1:${keyId}:%`}`.execute(db);
      if (Number(rows[0]?.n) > 0) found.push(`${table.name}.${column.name}`);
    }
  }
  return found;
}

it('a FOYER_SECRETS_KEY rotation seals every stored secret again: with only the new key, webhooks sign, authenticator and recovery codes work, an admin-made project keeps its OAuth secret', async () => {
  const [keyA, keyB] = [randomBytes(32), randomBytes(32)];
  const receiver = await startWebhookReceiver();
  cleanup.push(receiver.close);
  const t = await createAdminTestContext({
    config: { mode: 'development' },
    clock: { stoppedAt: STEP_ZERO },
    deps: { secrets: createSecretBox({ current: keyA, previous: null }) },
  });
  cleanup.push(() => t.close());
  const projectId = t.project.projectId;

  // Under key A: an endpoint made through the admin API, an admin-made project with a GitHub secret,
  // a user with a confirmed authenticator app, a sign-in with a provider in flight.
  const hook = await t.admin(`/projects/${projectId}/webhooks`, {
    body: { url: receiver.url, events: ['user.updated'] },
  });
  expect(hook.status).toBe(200);
  const shop = await t.admin('/projects', {
    body: {
      name: 'Shop',
      redirect_urls: { login: ['https://shop.example/signed-in'] },
      oauth: { providers: { github: { client_id: 'gh-one', client_secret: 'gh-secret-one' } } },
    },
  });
  const shopId: string = shop.body.project.project_id;
  const ada = await signInNewUser(t.deps, t.project, { email: 'ada@example.com' });
  const sessionToken = ada.session_token;
  const enrolment = (await t.sdk('/totps', {}, { sessionToken })).body;
  const codeNow = () => totpCodeAt(enrolment.secret, stepOf(t.clock.now()));
  expect((await t.sdk('/totps/authenticate', { totp_code: codeNow() }, { sessionToken })).status).toBe(200);
  const verifier = 'a-pkce-verifier-of-a-sign-in-begun-before-the-rotation';
  await insertOAuthState(t.deps.db, {
    projectId,
    providerType: 'github',
    stateHash: 'state-hash-of-a-sign-in-in-flight',
    codeVerifier: sealCodeVerifier(t.deps, 'state-hash-of-a-sign-in-in-flight', verifier),
    nonce: 'n',
    scopes: [],
    loginRedirectUrl: 'https://host.example/authenticate',
    signupRedirectUrl: 'https://host.example/authenticate',
    expiresAt: t.clock.now() + 600_000,
    codeChallenge: null,
    environment: 'test',
    createdAt: t.clock.now(),
  });

  // The rotation's start (FOYER_SECRETS_KEY=B, FOYER_SECRETS_KEY_PREVIOUS=A); a second start has nothing to do.
  const during = { db: t.deps.db, secrets: createSecretBox({ current: keyB, previous: keyA }) };
  // The database hands over only what is not yet under key B: ten recovery codes now, none after.
  const notUnderB = () =>
    listSealedColumn(t.deps.db, RECOVERY_CODES_AT_REST.column, `${SEALED_PREFIX}${during.secrets.keyId}:`);
  expect(await notUnderB()).toHaveLength(10);
  expect(await resealSecretsAtRest(during)).toEqual(
    expect.arrayContaining([
      { what: 'signing key(s)', count: 1 },
      { what: 'webhook endpoint secret(s)', count: 1 },
      { what: 'authenticator app secret(s)', count: 1 },
      { what: 'recovery code(s)', count: 10 },
      { what: 'OAuth client secret set(s) of admin-made projects', count: 1 },
      { what: 'OAuth sign-in verifier(s)', count: 1 },
    ]),
  );
  expect(await resealSecretsAtRest(during)).toEqual([]);
  expect(await notUnderB()).toEqual([]);

  // Then FOYER_SECRETS_KEY_PREVIOUS is dropped: the server knows key B alone.
  t.deps.secrets = createSecretBox({ current: keyB, previous: null });
  forgetActiveSigningKey(t.deps);
  expect(await placesSealedUnder(t.deps.db, secretsKeyId(keyA))).toEqual([]);
  expect(await placesSealedUnder(t.deps.db, secretsKeyId(keyB))).toEqual(
    expect.arrayContaining(['webhook_secrets.secret_sealed', 'totps.secret', 'projects.settings']),
  );

  // The authenticator app's next code proves the factor; the recovery codes still list; a JWT is signed.
  t.clock.advance(30_000);
  const proved = await t.sdk('/totps/authenticate', { totp_code: codeNow() }, { sessionToken });
  expect(proved.status).toBe(200);
  expect(proved.body.session_jwt).toEqual(expect.any(String));
  const listed = await t.backend('/totps/recovery_codes', { user_id: ada.user_id });
  expect(listed.body.totps[0].recovery_codes).toEqual(enrolment.recovery_codes);

  // A change's webhook is signed with the endpoint's secret, as Svix's verifier checks.
  expect((await t.backend(`/users/${ada.user_id}`, { name: { first_name: 'Ada' } }, { method: 'PUT' })).status).toBe(
    200,
  );
  const worker = startQueueWorker(t.deps, { kinds: [webhookDeliveryJob(t.deps)], timer: false });
  cleanup.push(() => worker.stop());
  await worker.runNow();
  expect(receiver.received).toHaveLength(1);
  const [delivery] = receiver.received;
  // verify throws on a signature made with any other secret.
  new Webhook(hook.body.secret).verify(delivery?.body ?? '', delivery?.headers as Record<string, string>);
  expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ type: 'user.updated', data: { user_id: ada.user_id } });

  // The admin-made project keeps its GitHub secret through an edit that leaves it out; the sign-in in flight can end.
  const edited = await t.admin(`/projects/${shopId}`, {
    method: 'PATCH',
    body: { oauth: { providers: { github: { client_id: 'gh-two' } } } },
  });
  expect(edited.status).toBe(200);
  const stored = await storedClientSecret(t.deps.db, shopId, 'github');
  expect(openProviderSecret(t.deps, { projectId: shopId, provider: 'github', stored })).toBe('gh-secret-one');
  const state = await t.deps.db
    .selectFrom('oauth_states')
    .select(['state_hash', 'code_verifier'])
    .executeTakeFirstOrThrow();
  expect(openCodeVerifier(t.deps, state.state_hash, state.code_verifier)).toBe(verifier);
});
