import type { PasswordsResetByEmailStartRequest } from '@foyer/protocol';
import { DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES } from '@foyer/protocol/constants';
import type { z } from 'zod';
import { minutes } from '../../clock.ts';
import type { RateWindow } from '../../config/limit-settings.ts';
import { EmailDeliveryError } from '../../delivery/email-delivery-error.ts';
import type { OutgoingEmail } from '../../delivery/email-sender.ts';
import { findEmailTemplate } from '../../delivery/templates.ts';
import { ApiError } from '../../errors/api-error.ts';
import { enforceClientLimit, refundClientLimit } from '../../security/client-limit.ts';
import { normalizeEmail } from '../../security/email.ts';
import { requireCodeChallenge } from '../../security/pkce.ts';
import { consumeRateLimit, refundRateLimit, retryAfterHeader } from '../../security/rate-limit.ts';
import { resolveOptionalRedirectUrl, resolveRedirectUrl, withToken } from '../../security/redirect-urls.ts';
import { insertMagicLink } from '../../store/email-magic-links.ts';
import { insertPasswordReset } from '../../store/passwords.ts';
import type { Project } from '../../store/projects.ts';
import { touchResetTables } from '../../store/reset-decoy.ts';
import { findUserByEmail } from '../../store/users.ts';
import { generateSecret, hashSecret, newId } from '../../tokens.ts';
import type { PasswordContext } from './context.ts';
import { renderResetEmail } from './reset-email.ts';

/** How long a reset link works when the request does not say (the magic-link default, 30 minutes). */
export const DEFAULT_RESET_EXPIRATION_MINUTES = DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES;

const HOUR_MS = 3_600_000;

/**
 * Emails a password reset link to the user of an address.
 *
 * The answer is the same whether or not the address has an account: every refusal (email, redirect
 * URLs, template, the per-client and per-address limits) is decided before the lookup, and an
 * unknown address just gets no email. Nor does the time tell: the email is sent after the answer
 * (see sendAfterAnswer for a failure), so an SMTP round trip never shows in the response time.
 * A user without a password gets the email too: it is how they set one.
 *
 * One token serves both links of the email. It is stored twice, by its SHA-256 only: as the password
 * reset (used by POST /passwords/email/reset) and as a login magic link (used by POST
 * /magic_links/authenticate, the reset widget's 'Login without a password' and the email's login
 * link). Using either uses both (see reset.ts), so the token stays single-use. Each link keeps its
 * own lifetime: reset_password_expiration_minutes (default 30) and login_expiration_minutes
 * (default: the reset link's). The browser's PKCE challenge binds both links to it (see reset.ts).
 * @throws ApiError missing_pkce (no code_challenge from a browser), then the redirect, template and limit refusals
 */
export async function startPasswordReset(
  context: PasswordContext,
  options: {
    project: Project;
    request: z.infer<typeof PasswordsResetByEmailStartRequest>;
    /** Reset emails are also limited per client address, across addresses. */
    clientAddress?: string | null;
    clientLimit?: RateWindow;
    /** The locale the email is written in (`requestLocale`). */
    locale: string;
    /** The host's backend (it holds the project secret) may start a reset without PKCE, as Stytch's. */
    byBackend?: boolean;
  },
): Promise<void> {
  const { deps, settings } = context;
  const { project, request } = options;
  // A browser's start must bind the link to itself (a bare link started from another page is what
  // fixation needs); the host's backend, holding the secret, may send a bare one as Stytch's does.
  const codeChallenge = options.byBackend
    ? (request.code_challenge ?? null)
    : requireCodeChallenge(request.code_challenge);
  const email = normalizeEmail(request.email);
  const { mode } = deps.config;
  const resetUrl = resolveRedirectUrl(project.settings, {
    kind: 'reset_password',
    requested: request.reset_password_redirect_url,
    field: 'reset_password_redirect_url',
    mode,
  });
  // The email's second link, to log in without a password, is left out when the project has no login URL.
  const loginUrl = resolveOptionalRedirectUrl(project.settings, {
    kind: 'login',
    requested: request.login_redirect_url,
    field: 'login_redirect_url',
    mode,
  });
  const template =
    request.reset_password_template_id === undefined
      ? null
      : findEmailTemplate(project.settings, request.reset_password_template_id);
  const expirationMinutes = request.reset_password_expiration_minutes ?? DEFAULT_RESET_EXPIRATION_MINUTES;
  const loginExpirationMinutes = request.login_expiration_minutes ?? expirationMinutes;

  const chargedAt = deps.clock.now();
  const fromClient = options.clientLimit
    ? await enforceClientLimit(deps, {
        scope: 'password-reset-emails',
        clientAddress: options.clientAddress ?? null,
        rule: options.clientLimit,
        message: 'too_many_requests.resetEmailsFromNetwork',
      })
    : null;
  const perAddress = { key: `password-reset-email:${project.projectId}:${email}`, windowMs: HOUR_MS };
  const limit = await consumeRateLimit(deps, { ...perAddress, limit: settings.resetEmailsPerHour });
  if (!limit.allowed) {
    await refundClientLimit(deps, fromClient);
    throw ApiError.variant('too_many_requests.resetEmails', {
      headers: retryAfterHeader(limit.retryAfterSeconds),
    });
  }

  // An unknown address does all a known one does before the answer (a token and its hash, a
  // transaction on the same two tables, the email rendered) and only sends nothing: 21.5 ms against
  // 13.6 ms told them apart.
  const account = await findUserByEmail(deps.db, project.projectId, email);
  const token = generateSecret(32);
  const tokenHash = hashSecret(token);
  const now = deps.clock.now();
  const expiresAt = now + minutes(expirationMinutes);
  const magicLinkId = newId('magic-link', project.environment);
  const resetId = newId('password-reset', project.environment);
  const link = withToken(resetUrl, 'reset_password', token);
  const loginLink = loginUrl ? withToken(loginUrl, 'login', token) : null;
  const rendered = renderResetEmail({
    template,
    loginLink,
    loginExpirationMinutes,
    values: { link, email, project_name: project.settings.name, expiration_minutes: String(expirationMinutes) },
    locale: options.locale,
  });
  const outgoing: OutgoingEmail = {
    projectId: project.projectId,
    from: project.settings.email_from,
    to: email,
    ...rendered,
    links: loginLink ? [link, loginLink] : [link],
    code: null,
  };
  // With the durable queue (production), the email is written with the links it carries, in this
  // transaction: the answer waits for no mail server, and a failed send is retried there.
  const { queue } = deps.mailer;
  await deps.db.transaction().execute(async (trx) => {
    if (!account) {
      await queue?.touch(trx, outgoing);
      return touchResetTables(trx, { magicLinkId, resetId });
    }
    await insertMagicLink(trx, {
      magicLinkId,
      projectId: project.projectId,
      userId: account.userId,
      emailId: account.emailId,
      kind: 'login',
      tokenHash,
      expiresAt: now + minutes(loginExpirationMinutes),
      createdAt: now,
      codeChallenge,
    });
    await insertPasswordReset(trx, {
      resetId,
      projectId: project.projectId,
      userId: account.userId,
      emailId: account.emailId,
      tokenHash,
      magicLinkId,
      expiresAt,
      createdAt: now,
      codeChallenge,
    });
    await queue?.enqueue(trx, outgoing, Math.max(expiresAt, now + minutes(loginExpirationMinutes)));
  });
  if (!account) return;
  if (queue) return queue.wake();
  // Not awaited: the answer must not wait for SMTP, or its timing would tell existing accounts apart.
  void sendAfterAnswer(deps, {
    email: outgoing,
    token,
    charges: fromClient ? [perAddress, fromClient] : [perAddress],
    chargedAt,
  });
}

/**
 * Sends a reset email once the answer is out. When it did not leave, the limits it was charged are
 * given back (as refundUnlessDelivered does for the sends that answer 503), so the person who asks
 * again once SMTP is back gets an email rather than 429, and the failure is logged once at error
 * level, without the link. Not retried here: the person was told to check their inbox and asks again
 * when nothing comes; a retry behind their back could arrive after theirs, or twice when the server
 * took the message and then went quiet. A server with SMTP_URL queues the email instead (in the
 * transaction above), and the queue retries it; this path is the development outbox's and tests'.
 */
async function sendAfterAnswer(
  deps: PasswordContext['deps'],
  options: { email: OutgoingEmail; token: string; charges: RateLimitCharge[]; chargedAt: number },
): Promise<void> {
  try {
    await deps.mailer.send(options.email);
  } catch (error) {
    const delivered = !(error instanceof EmailDeliveryError);
    // A refund must never throw out of here: nothing awaits this promise.
    if (!delivered)
      await Promise.all(options.charges.map((rule) => refundRateLimit(deps, rule, options.chargedAt))).catch(() => {});
    // EmailDeliveryError's message names the server, never the content; anything else is stripped of the token.
    const reason = (error instanceof Error ? error.message : String(error)).replaceAll(options.token, '[token]');
    deps.log(`A password reset email for project ${options.email.projectId} could not be sent: ${reason}`, 'error');
  }
}

/** A limit a reset start was charged against, for the refund. */
type RateLimitCharge = { key: string; windowMs: number };
