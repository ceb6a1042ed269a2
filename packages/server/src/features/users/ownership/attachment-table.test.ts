import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxMessages } from '../../../store/outbox.ts';
import { upsertProject } from '../../../store/projects.ts';
import { findUserByEmail } from '../../../store/users.ts';
import { solanaWallet } from '../../../testing/crypto-wallets.ts';
import { ATTACKER_PASSWORD } from '../../../testing/first-proof.ts';
import { CALLBACK, GENERIC_CLIENT, GOOGLE_CLIENT, oauthProjectConfig, roundTrip } from '../../../testing/oauth.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../../../testing/oidc-provider.ts';
import { messageSentTo, sendCode } from '../../../testing/otp.ts';
import { TestAuthenticator } from '../../../testing/passkey-authenticator.ts';
import { createTestContext, type JsonBody, TEST_ORIGIN, type TestContext } from '../../../testing/test-context.ts';
import { stepOf, totpCodeAt } from '../../../testing/totp.ts';
import { FACTOR_ROUTES, type FactorRoute } from './factor-routes.ts';

/**
 * The ownership policy's table: every route that attaches a factor or identifier, crossed
 * with every state an account holding the address E can be in, each cell played over HTTP and
 * compared with the answer written here. Rows are played by who calls the route: a stranger who
 * knows only E (claims), E's inbox (proofs), the account's own session.
 */

const E = 'ada@example.com';
const PHONE = '+15555550123';

/** What the account holding E looks like, as made over HTTP. */
interface Account {
  holderId: string | null;
  /** A session of that account obtained without a further proof, if it has one. */
  sessionToken: string | null;
}

type State =
  | 'brand new'
  | 'unverified, nothing else'
  | 'owned: verified email'
  | 'owned: verified phone'
  | 'owned: provider not vouching for the email'
  | 'invited by the backend'
  | 'pending';

const STATES: Record<State, (t: TestContext) => Promise<Account>> = {
  'brand new': async () => ({ holderId: null, sessionToken: null }),
  'unverified, nothing else': async (t) => {
    // A passcode asked for and never entered: a user with E, unproven.
    await t.sdk('/otps/email/login_or_create', { email: E });
    const holder = await findUserByEmail(t.deps.db, t.project.projectId, E);
    return { holderId: holder?.userId ?? null, sessionToken: null };
  },
  'owned: verified email': async (t) => {
    const { methodId, code } = await sendCode(t, 'email', E);
    const res = await t.sdk('/otps/authenticate', { method_id: methodId, token: code });
    return { holderId: res.body.user_id, sessionToken: res.body.session_token };
  },
  'owned: verified phone': async (t) => {
    await t.backend('/users', { email: E, phone_number: PHONE });
    const { methodId, code } = await sendCode(t, 'sms', PHONE);
    const res = await t.sdk('/otps/authenticate', { method_id: methodId, token: code });
    return { holderId: res.body.user_id, sessionToken: res.body.session_token };
  },
  'owned: provider not vouching for the email': async (t) => {
    const res = await oauthSignIn(t, 'oidc', 'owner');
    return { holderId: res.user_id, sessionToken: res.session_token };
  },
  'invited by the backend': async (t) => {
    const res = await t.backend('/users', { email: E, trusted_metadata: { plan: 'enterprise' } });
    return { holderId: res.body.user_id, sessionToken: null };
  },
  pending: async (t) => {
    const res = await t.backend('/magic_links/email/invite', { email: E });
    return { holderId: res.body.user_id, sessionToken: null };
  },
};

/** What a cell's request came to, as the caller and the account's holder would notice. */
type Answer =
  | 'created a new user'
  | 'created a new user without E'
  | 'attached to the holder'
  | 'sent to the holder'
  | 'nothing sent'
  | 'duplicate_email'
  | 'unverified_account'
  | 'no session before a proof';

interface Row {
  route: FactorRoute;
  caller: string;
  play: (t: TestContext, account: Account) => Promise<Answer>;
  expected: Record<State, Answer>;
}

/** The same answer in every state but brand new. */
function heldOrNew(onHeld: Answer, onNew: Answer): Record<State, Answer> {
  return {
    'brand new': onNew,
    'unverified, nothing else': onHeld,
    'owned: verified email': onHeld,
    'owned: verified phone': onHeld,
    'owned: provider not vouching for the email': onHeld,
    'invited by the backend': onHeld,
    pending: onHeld,
  };
}

const TABLE: Row[] = [
  {
    route: 'passwords.create',
    caller: 'a stranger who knows E (claim)',
    play: async (t, account) => {
      const res = await t.sdk('/passwords', { email: E, password: ATTACKER_PASSWORD });
      if (res.status === 409) return res.body.error_type;
      return newUserOrHolder(res.body.user_id, account);
    },
    expected: heldOrNew('duplicate_email', 'created a new user'),
  },
  {
    route: 'passwords.reset',
    caller: "E's inbox, through the reset link (proof)",
    play: async (t) => {
      await t.sdk('/passwords/email/reset/start', { email: E });
      const message = await waitForMessage(t, E, 'reset');
      if (!message) return 'nothing sent';
      const token = new URL(message).searchParams.get('token');
      const res = await t.sdk('/passwords/email/reset', { token, password: 'copper-lantern-meadow-83' });
      expect(res.status).toBe(200);
      return 'attached to the holder';
    },
    expected: heldOrNew('attached to the holder', 'nothing sent'),
  },
  {
    route: 'webauthn.register',
    caller: "the account's own session, where it has one without a further proof",
    play: async (t, account) => {
      let sessionToken = account.sessionToken;
      if (!account.holderId) {
        // Nobody holds E: the account is a stranger's password sign-up, unproven.
        sessionToken = (await t.sdk('/passwords', { email: E, password: ATTACKER_PASSWORD })).body.session_token;
      }
      if (!sessionToken) return 'no session before a proof';
      const start = await t.sdk('/webauthn/register/start', { is_passkey: true }, { sessionToken });
      if (start.status !== 200) return start.body.error_type;
      const credential = new TestAuthenticator().create(start.body.public_key_credential_creation_options, {
        origin: TEST_ORIGIN,
      });
      const res = await t.sdk('/webauthn/register', { public_key_credential: credential }, { sessionToken });
      expect(res.body.user_id).toBe(account.holderId);
      return 'attached to the holder';
    },
    expected: {
      'brand new': 'unverified_account',
      'unverified, nothing else': 'no session before a proof',
      'owned: verified email': 'attached to the holder',
      'owned: verified phone': 'attached to the holder',
      // Its email is unproven: the email's first proof would end the passkey (first-proof).
      'owned: provider not vouching for the email': 'unverified_account',
      'invited by the backend': 'no session before a proof',
      pending: 'no session before a proof',
    },
  },
  {
    route: 'totps.create',
    caller: "the account's own session, where it has one without a further proof",
    play: async (t, account) => {
      let sessionToken = account.sessionToken;
      if (!account.holderId) {
        sessionToken = (await t.sdk('/passwords', { email: E, password: ATTACKER_PASSWORD })).body.session_token;
      }
      if (!sessionToken) return 'no session before a proof';
      const enrolment = await t.sdk('/totps', {}, { sessionToken });
      if (enrolment.status !== 200) return enrolment.body.error_type;
      const totp_code = totpCodeAt(enrolment.body.secret, stepOf(t.clock.now()));
      const res = await t.sdk('/totps/authenticate', { totp_code }, { sessionToken });
      expect(res.body.user_id).toBe(account.holderId);
      return 'attached to the holder';
    },
    // As a passkey: only an owned account whose identifiers are not all unproven gets one.
    expected: {
      'brand new': 'unverified_account',
      'unverified, nothing else': 'no session before a proof',
      'owned: verified email': 'attached to the holder',
      'owned: verified phone': 'attached to the holder',
      'owned: provider not vouching for the email': 'unverified_account',
      'invited by the backend': 'no session before a proof',
      pending: 'no session before a proof',
    },
  },
  {
    route: 'oauth.link',
    caller: "a stranger's provider account naming E, not vouched for (claim)",
    play: async (t, account) => newUserOrHolder((await oauthSignIn(t, 'oidc', 'mallory')).user_id, account),
    expected: heldOrNew('created a new user without E', 'created a new user'),
  },
  {
    route: 'oauth.link',
    caller: "E's holder at a provider that vouches for E, e.g. Google (proof)",
    play: async (t, account) => newUserOrHolder((await oauthSignIn(t, 'google', 'ada')).user_id, account),
    expected: heldOrNew('attached to the holder', 'created a new user'),
  },
  {
    route: 'crypto_wallets.authenticate',
    caller: "a new wallet, sent with the account's session when it has one",
    play: async (t, account) => {
      const wallet = solanaWallet();
      const sessionOption = account.sessionToken ? { sessionToken: account.sessionToken } : {};
      const start = await t.sdk(
        '/crypto_wallets/authenticate/start',
        { crypto_wallet_type: 'solana', crypto_wallet_address: wallet.address },
        sessionOption,
      );
      const res = await t.sdk(
        '/crypto_wallets/authenticate',
        {
          crypto_wallet_type: 'solana',
          crypto_wallet_address: wallet.address,
          signature: wallet.sign(start.body.challenge),
        },
        sessionOption,
      );
      return newUserOrHolder(res.body.user_id, account);
    },
    expected: heldOrNew('created a new user without E', 'created a new user'),
  },
  {
    route: 'magic_links.login_or_create',
    caller: "the host's backend sending a login link to E",
    play: async (t, account) =>
      sendOutcome(t, account, () => t.backend('/magic_links/email/login_or_create', { email: E })),
    expected: heldOrNew('sent to the holder', 'created a new user'),
  },
  {
    route: 'otps.login_or_create',
    caller: 'a stranger asking for a passcode to E (claim)',
    play: async (t, account) => sendOutcome(t, account, () => t.sdk('/otps/email/login_or_create', { email: E })),
    expected: heldOrNew('sent to the holder', 'created a new user'),
  },
  {
    route: 'backend.users.create',
    caller: "the host's backend (trusted, but an identifier never moves to a new user)",
    play: async (t, account) => {
      const res = await t.backend('/users', { email: E });
      if (res.status === 409) return res.body.error_type;
      return newUserOrHolder(res.body.user_id, account);
    },
    expected: heldOrNew('duplicate_email', 'created a new user'),
  },
  {
    route: 'backend.passwords.migrate',
    caller: "the host's backend moving a user in (trusted: the hash goes on the email's holder)",
    play: async (t, account) => {
      const res = await t.backend('/passwords/migrate', { email: E, hash_type: 'sha_1', hash: 'a'.repeat(40) });
      return newUserOrHolder(res.body.user_id, account);
    },
    expected: heldOrNew('attached to the holder', 'created a new user'),
  },
];

let provider: TestOidcProvider;

/** Signs in at the test provider as `account` and exchanges the token; answers the sign-in. */
async function oauthSignIn(t: TestContext, providerType: 'oidc' | 'google', account: string): Promise<JsonBody> {
  const landing = await roundTrip(t, providerType, account);
  const res = await t.sdk('/oauth/authenticate', { token: landing.searchParams.get('token') ?? '' });
  if (res.status !== 200) throw new Error(`oauth/authenticate answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Whether a sign-in landed in the holder's account, or in a new one (with or without E). */
async function newUserOrHolder(userId: string, account: Account): Promise<Answer> {
  if (userId === account.holderId) return 'attached to the holder';
  return account.holderId ? 'created a new user without E' : 'created a new user';
}

/** A send to E: did it go to E's holder, or make a new user? */
async function sendOutcome(t: TestContext, account: Account, send: () => Promise<{ status: number }>): Promise<Answer> {
  const { sent } = await messageSentTo(t, E, send);
  expect(sent.status).toBe(200);
  const holder = await findUserByEmail(t.deps.db, t.project.projectId, E);
  return holder?.userId === account.holderId ? 'sent to the holder' : 'created a new user';
}

/** The link of the newest email of `kind` to `to`, waiting for it (reset emails leave after the answer). */
async function waitForMessage(t: TestContext, to: string, kind: 'reset'): Promise<string | null> {
  const holder = await findUserByEmail(t.deps.db, t.project.projectId, to);
  if (!holder) return null;
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = await listOutboxMessages(t.deps.db);
      link = messages
        .find((m) => m.to === to && m.links.some((l) => l.includes(kind)))
        ?.links.find((l) => l.includes(kind));
      return link;
    })
    .toBeDefined();
  return link ?? null;
}

/** The holder's factors, as the host's backend reads them. */
async function factorsOf(t: TestContext, userId: string) {
  const { body } = await t.backend(`/users/${userId}`);
  return {
    emails: body.emails,
    phone_numbers: body.phone_numbers,
    password: body.password,
    providers: body.providers,
    webauthn_registrations: body.webauthn_registrations,
    crypto_wallets: body.crypto_wallets,
    totps: body.totps,
  };
}

describe('the ownership policy: every factor-adding route × every account state', () => {
  beforeAll(async () => {
    provider = await startTestOidcProvider([
      { ...GENERIC_CLIENT, redirect_uri: CALLBACK },
      { ...GOOGLE_CLIENT, redirect_uri: CALLBACK, token_endpoint_auth_method: 'client_secret_post' },
    ]);
    provider.accounts.set('owner', { sub: 'owner', email: E, email_verified: false, name: 'Ada Lovelace' });
    provider.accounts.set('mallory', { sub: 'mallory', email: E, email_verified: false, name: 'Mallory' });
    provider.accounts.set('ada', { sub: 'ada', email: E, email_verified: true, name: 'Ada Lovelace' });
  });
  afterAll(() => provider.close());

  for (const row of TABLE) {
    describe(`${row.route}, by ${row.caller}`, () => {
      for (const state of Object.keys(STATES) as State[]) {
        it(`${state}: ${row.expected[state]}`, async () => {
          const t = await createTestContext();
          try {
            await upsertProject(t.deps.db, t.clock, oauthProjectConfig(provider));
            const account = await STATES[state](t);
            const before = account.holderId ? await factorsOf(t, account.holderId) : null;
            const answer = await row.play(t, account);
            expect(answer).toBe(row.expected[state]);
            // Whatever did not attach to the holder left their factors as they were.
            if (account.holderId && before && answer !== 'attached to the holder') {
              expect(await factorsOf(t, account.holderId)).toEqual(before);
            }
          } finally {
            await t.close();
          }
        });
      }
    });
  }
});

describe('the table covers every route that attaches a factor', () => {
  const features = fileURLToPath(new URL('../..', import.meta.url));
  /** Store calls and tables that add a factor or identifier (or a user holding one). */
  const WRITES =
    /\b(savePassword|linkProvider|createUserFromProvider|createUserWithEmail|createUserWithPhone|createUserWithWallet|createUserWithIdentifiers|insertWebauthnRegistration|insertTotpEnrolment|insertUser)\(|insertInto\('(users|user_emails|user_phone_numbers|passwords|webauthn_registrations|user_crypto_wallets|user_oauth_providers)'\)/;
  const ROUTE_KEY = /route: '([a-z_.]+)'/g;

  function sourceFiles(folder: string): string[] {
    return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    });
  }
  const files = sourceFiles(features).map((path) => ({
    path: relative(features, path),
    text: readFileSync(path, 'utf8'),
  }));

  it('finds the policy asked, by route key, in every feature file that writes a factor', () => {
    const writers = files.filter((file) => WRITES.test(file.text));
    expect(writers.length).toBeGreaterThanOrEqual(8);
    // Replaces the password its caller has just proved (Stytch's existingPassword.reset): adds nothing.
    const replacesOnly = new Set(['passwords/reset-existing.ts']);
    const silent = writers
      .filter((file) => !replacesOnly.has(file.path) && !/decide(For|Attachment)\(/.test(file.text))
      .map((file) => file.path);
    expect(silent).toEqual([]);
  });

  it('has a row for every route key the code asks with, and registers each', () => {
    const askers = files.filter((file) => file.text.includes('/ownership/'));
    const asked = new Set(askers.flatMap((file) => [...file.text.matchAll(ROUTE_KEY)].map((match) => match[1])));
    const rows = new Set(TABLE.map((row) => row.route));
    expect([...asked].sort()).toEqual([...rows].sort());
    expect(Object.keys(FACTOR_ROUTES).sort()).toEqual([...rows].sort());
  });
});
