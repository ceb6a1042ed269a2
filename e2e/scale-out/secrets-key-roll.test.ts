/**
 * docs/operations.md's three steps for replacing FOYER_SECRETS_KEY on several instances, played on
 * real `foyer start` processes sharing one PostgreSQL: at every moment two instances are up, each
 * holding the keys of its step, and both must sign users in (a passcode mailed through the sealed
 * queue, a JWT signed with the sealed signing key), check each other's sessions, and open an
 * authenticator app's sealed recovery codes, whichever instance wrote them and under whichever key.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, type FoyerInstance, startCluster, stopInstance } from './cluster.ts';
import { clusterCalls } from './cluster-calls.ts';

const OLD_KEY = randomBytes(32).toString('base64');
const NEW_KEY = randomBytes(32).toString('base64');
const STEP = {
  before: { FOYER_SECRETS_KEY: OLD_KEY },
  one: { FOYER_SECRETS_KEY: OLD_KEY, FOYER_SECRETS_KEY_PREVIOUS: NEW_KEY },
  two: { FOYER_SECRETS_KEY: NEW_KEY, FOYER_SECRETS_KEY_PREVIOUS: OLD_KEY },
  three: { FOYER_SECRETS_KEY: NEW_KEY },
};

describe('replacing FOYER_SECRETS_KEY on two instances, one restart at a time', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({ instances: 1, env: STEP.before });
  });
  afterAll(() => cluster?.stop());

  const { backend, checkSession, signIn } = clusterCalls(() => cluster);

  /** A user signed in on `writer` with an authenticator app enrolled there (its secret and codes sealed by it). */
  async function userWithAuthenticator(writer: FoyerInstance, email: string) {
    const signedIn = await signIn(email, { base: writer.url });
    expect(signedIn.status, `sign-in on ${writer.address}`).toBe(200);
    const enrolled = await backend('/totps', { user_id: signedIn.body.user_id }, { base: writer.url });
    expect(enrolled.status).toBe(200);
    return {
      ...signedIn.body,
      secret: enrolled.body.secret as string,
      codes: enrolled.body.recovery_codes as string[],
    };
  }

  /** Every instance up signs in, checks every session so far and opens every user's recovery codes. */
  async function everyInstanceServes(users: Awaited<ReturnType<typeof userWithAuthenticator>>[]) {
    for (const instance of cluster.instances.filter((i) => i.child.exitCode === null)) {
      const fresh = await signIn(`roll-${randomBytes(4).toString('hex')}@example.com`, { base: instance.url });
      expect(fresh.status, `a new sign-in on ${instance.address}`).toBe(200);
      for (const user of users) {
        expect((await checkSession(user.session_token, { base: instance.url })).status).toBe(200);
        const codes = await backend('/totps/recovery_codes', { user_id: user.user_id }, { base: instance.url });
        expect(codes.status, `recovery codes on ${instance.address}`).toBe(200);
        expect(codes.body.totps[0].recovery_codes).toEqual(user.codes);
      }
    }
  }

  it('keeps every sign-in, session and sealed secret working through all three steps', async () => {
    const [a] = cluster.instances as [FoyerInstance];
    const users = [await userWithAuthenticator(a, 'before@example.com')];

    // Step 1: B starts knowing the new key as the previous one, beside A on the old key alone.
    const b = await cluster.addInstance(STEP.one);
    users.push(await userWithAuthenticator(b, 'step-one@example.com'));
    await everyInstanceServes(users);

    // Step 2: A is restarted as C with the keys swapped: its start seals everything under the new
    // key, which B (step 1) opens; what B writes under the old key meanwhile, C opens.
    await stopInstance(a);
    const c = await cluster.addInstance(STEP.two);
    expect(c.output()).toMatch(/Sealed [1-9]\d* signing key\(s\) with FOYER_SECRETS_KEY/);
    users.push(await userWithAuthenticator(b, 'old-key-meanwhile@example.com'));
    users.push(await userWithAuthenticator(c, 'new-key@example.com'));
    await everyInstanceServes(users);
    // B restarted as D, the last of step 2: its start seals again what B wrote under the old key.
    await stopInstance(b);
    const d = await cluster.addInstance(STEP.two);
    expect(d.output()).toMatch(/Sealed [1-9]\d* authenticator app secret\(s\)/);
    await everyInstanceServes(users);

    // Step 3: C restarted as E without the old key; it starts (nothing is left under the old key)
    // and serves beside D, and an authenticator app enrolled under the old key still signs in.
    await stopInstance(c);
    const e = await cluster.addInstance(STEP.three);
    await everyInstanceServes(users);
    const first = users[0] as (typeof users)[number];
    const app = new TOTP({ secret: Secret.fromBase32(first.secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const code = await backend(
      '/totps/authenticate',
      { user_id: first.user_id, totp_code: app.generate() },
      { base: e.url },
    );
    expect(code.status).toBe(200);
    expect(code.body.session.authentication_factors.map((f: { type: string }) => f.type)).toContain('totp');
  }, 300_000); // four instance starts from source, each up to a minute on two busy cores
});
