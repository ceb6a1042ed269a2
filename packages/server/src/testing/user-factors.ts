import type { AppDeps } from '../deps.ts';
import type { Project } from '../store/projects.ts';
import { newId } from '../tokens.ts';
import { otherProjectConfig } from './sign-in.ts';
import { testProjectConfig } from './test-context.ts';

/** The ids of the factors {@link giveEveryFactor} added, as the User object names them. */
export interface FactorIds {
  email_id: string;
  phone_id: string;
  webauthn_registration_id: string;
  oauth_user_registration_id: string;
  crypto_wallet_id: string;
  password_id: string;
}

/**
 * Test set-up: gives a user one more email, a phone number, a passkey, a provider link, a wallet and
 * a password, written straight to the store (each product's own flow is tested in its feature), and
 * a pending login link, passcode and passkey challenge so deletion can be checked to reach them.
 */
export async function giveEveryFactor(deps: AppDeps, project: Project, userId: string): Promise<FactorIds> {
  const now = deps.clock.now();
  const env = project.environment;
  const base = { project_id: project.projectId, user_id: userId, created_at: now };
  const ids: FactorIds = {
    email_id: newId('email', env),
    phone_id: newId('phone', env),
    webauthn_registration_id: newId('webauthn-registration', env),
    oauth_user_registration_id: newId('oauth-provider', env),
    crypto_wallet_id: newId('crypto-wallet', env),
    password_id: newId('password', env),
  };
  const unique = crypto.randomUUID();
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  await deps.db
    .insertInto('user_emails')
    .values({ ...base, email_id: ids.email_id, email: `second-${unique}@host.example`, verified: 1 })
    .execute();
  await deps.db
    .insertInto('user_phone_numbers')
    .values({ ...base, phone_id: ids.phone_id, phone_number: `+1555${digits}`, verified: 1 })
    .execute();
  await deps.db
    .insertInto('webauthn_registrations')
    .values({
      ...base,
      webauthn_registration_id: ids.webauthn_registration_id,
      credential_id: `credential-${unique}`,
      public_key: 'public-key',
      sign_count: 0,
      transports: '[]',
      name: 'Laptop',
      domain: 'host.example',
      user_agent: 'Mozilla/5.0',
      verified: 1,
      last_used_at: null,
    })
    .execute();
  await deps.db
    .insertInto('user_oauth_providers')
    .values({
      ...base,
      oauth_provider_id: ids.oauth_user_registration_id,
      provider_type: 'google',
      provider_subject: `subject-${unique}`,
      profile_picture_url: null,
    })
    .execute();
  await deps.db
    .insertInto('user_crypto_wallets')
    .values({
      ...base,
      crypto_wallet_id: ids.crypto_wallet_id,
      crypto_wallet_type: 'solana',
      crypto_wallet_address: `wallet${digits}`,
      verified: 1,
    })
    .execute();
  await deps.db

    .insertInto('passwords')
    .values({
      ...base,
      password_id: ids.password_id,
      hash: '$argon2id$test',
      verified: 1,
      requires_reset: 0,
      updated_at: now,
    })
    .execute();
  await deps.db
    .insertInto('magic_links')
    .values({
      ...base,
      magic_link_id: newId('magic-link', env),
      email_id: ids.email_id,
      token_hash: `hash-${unique}`,
      kind: 'login',
      expires_at: now + 3_600_000,
      used_at: null,
    })
    .execute();
  await deps.db
    .insertInto('otp_codes')
    .values({
      ...base,
      method_id: ids.phone_id,
      channel: 'sms',
      code_hash: 'scrypt-hash',
      failed_attempts: 0,
      expires_at: now + 600_000,
      used_at: null,
    })
    .execute();
  await deps.db
    .insertInto('webauthn_challenges')
    .values({
      challenge_id: newId('webauthn-challenge', env),
      project_id: project.projectId,
      kind: 'registration',
      challenge_hash: `challenge-${unique}`,
      session_id: null,
      user_id: userId,
      require_user_verification: 1,
      expires_at: now + 300_000,
      used_at: null,
      created_at: now,
    })
    .execute();
  return ids;
}

/** Calls the backend API as the second project (otherProjectConfig), or with any id and secret. */
export async function backendAs(
  deps: { app: { request: (path: string, init: RequestInit) => Response | Promise<Response> } },
  path: string,
  options: { method?: string; body?: unknown; projectId?: string; secret?: string } = {},
) {
  const projectId = options.projectId ?? otherProjectConfig.project_id;
  const secret = options.secret ?? otherProjectConfig.secret;
  const response = await deps.app.request(`/v1${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      authorization: `Basic ${Buffer.from(`${projectId}:${secret}`).toString('base64')}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests assert on the shape instead
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** The test project's id: another project's secret paired with it must be refused. */
export const TEST_PROJECT_ID = testProjectConfig.project_id;
