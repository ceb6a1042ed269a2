import type { MagicLinksAuthenticateRequest, MagicLinksLoginOrCreateRequest } from '@foyer/protocol';
import { DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES } from '@foyer/protocol/constants';
import type { z } from 'zod';
import { minutes } from '../../clock.ts';
import { refundUnlessDelivered } from '../../delivery/email-delivery-error.ts';
import { storeAndSendEmail } from '../../delivery/email-queue.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { normalizeEmail } from '../../security/email.ts';
import { checkCodeVerifier } from '../../security/pkce.ts';
import { resolveRedirectUrl, withToken } from '../../security/redirect-urls.ts';
import { enforceSendLimits } from '../../security/send-limits.ts';
import { consumeMagicLink, findMagicLinkByTokenHash, insertMagicLink } from '../../store/email-magic-links.ts';
import type { Project } from '../../store/projects.ts';
import { createUserWithEmail, type EmailRecord, findUserByEmail } from '../../store/users.ts';
import { generateSecret, hashSecret, newId } from '../../tokens.ts';
import { checkPresentedSession } from '../sessions/check-presented-session.ts';
import type { SignInClient } from '../sessions/sign-in-client.ts';
import { type PresentedSession, type SignInResult, signInWithFactor } from '../sessions/sign-in-with-factor.ts';
import { recordProofOfOwnership } from '../users/first-proof.ts';
import { decideFor } from '../users/ownership/policy.ts';
import { chooseMagicLinkTemplate, type MagicLinkKind, renderMagicLinkEmail } from './emails.ts';

type LoginOrCreateRequest = z.infer<typeof MagicLinksLoginOrCreateRequest>;
type AuthenticateRequest = z.infer<typeof MagicLinksAuthenticateRequest>;

/** Where a link of one kind leads, which template it is written with, and how long it lasts. */
export interface LinkPlan {
  redirectUrl: string;
  template: ReturnType<typeof chooseMagicLinkTemplate>;
  expirationMinutes: number;
}

/** The user a link went to, and whether this request created them. */
export interface LinkRecipient {
  record: EmailRecord;
  created: boolean;
}

/** A link plan from a request's fields for one kind (redirect URL, template, expiry), checked against the project. */
export function planLink(
  deps: AppDeps,
  project: Project,
  request: {
    kind: MagicLinkKind;
    url: string | undefined;
    field: string;
    templateId: string | undefined;
    expirationMinutes: number | undefined;
  },
): LinkPlan {
  return {
    redirectUrl: resolveRedirectUrl(project.settings, {
      kind: request.kind,
      requested: request.url,
      field: request.field,
      mode: deps.config.mode,
    }),
    template: chooseMagicLinkTemplate(project, request.templateId),
    expirationMinutes: request.expirationMinutes ?? DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES,
  };
}

/** The login and signup links a request asks for, each checked (URL, template, expiry) before anything is sent. */
export function planLinks(
  deps: AppDeps,
  project: Project,
  request: Pick<
    LoginOrCreateRequest,
    | 'login_magic_link_url'
    | 'signup_magic_link_url'
    | 'login_template_id'
    | 'signup_template_id'
    | 'login_expiration_minutes'
    | 'signup_expiration_minutes'
  >,
): Record<MagicLinkKind, LinkPlan> {
  return {
    login: planLink(deps, project, {
      kind: 'login',
      url: request.login_magic_link_url,
      field: 'login_magic_link_url',
      templateId: request.login_template_id,
      expirationMinutes: request.login_expiration_minutes,
    }),
    signup: planLink(deps, project, {
      kind: 'signup',
      url: request.signup_magic_link_url,
      field: 'signup_magic_link_url',
      templateId: request.signup_template_id,
      expirationMinutes: request.signup_expiration_minutes,
    }),
  };
}

/**
 * Emails a login link to an existing user, or creates the user and emails a signup link.
 *
 * Every refusal (bad email, redirect URL, template, send limits) is decided before the account is looked up, so
 * neither the answer nor its error depends on whether the account exists: callers cannot use this
 * endpoint to learn who has an account.
 */
export async function loginOrCreate(
  deps: AppDeps,
  options: {
    project: Project;
    request: LoginOrCreateRequest;
    clientAddress?: string | null;
    locale: string;
    /** The browser's PKCE challenge (required from the SDK route), or null from the host's backend. */
    codeChallenge: string | null;
  },
): Promise<LinkRecipient> {
  const { project, request, locale } = options;
  const email = normalizeEmail(request.email);
  const plans = planLinks(deps, project, request);
  // The same per-address and per-client limits as passcodes (security/send-limits.ts), also before the lookup.
  const charge = await enforceSendLimits(deps, {
    projectId: project.projectId,
    destination: email,
    clientAddress: options.clientAddress ?? null,
    limits: deps.config.sendLimits,
  });

  const recipient = await findOrCreateUser(deps, project, email, request.create_user_as_pending ?? false);
  // A pending user has not finished signing up, so they get the signup wording again.
  const kind: MagicLinkKind = recipient.created || recipient.record.userStatus === 'pending' ? 'signup' : 'login';
  await refundUnlessDelivered(
    charge,
    emailLink(deps, {
      project,
      record: recipient.record,
      email,
      kind,
      plan: plans[kind],
      locale,
      codeChallenge: options.codeChallenge,
    }),
  );
  return recipient;
}

/** Stores a fresh single-use link for the user's address and emails it, worded for its kind. */
export async function emailLink(
  deps: AppDeps,
  options: {
    project: Project;
    record: EmailRecord;
    email: string;
    kind: MagicLinkKind;
    plan: LinkPlan;
    /** The locale the email is written in (`requestLocale`). */
    locale: string;
    /** The browser's PKCE challenge: the link then works only with its verifier. Null: a bare link. */
    codeChallenge: string | null;
  },
): Promise<void> {
  const { project, record, email, kind, plan, locale } = options;
  const token = generateSecret();
  const now = deps.clock.now();
  const expiresAt = now + minutes(plan.expirationMinutes);
  const link = withToken(plan.redirectUrl, 'magic_links', token);
  const rendered = renderMagicLinkEmail({
    kind,
    template: plan.template,
    values: {
      link,
      email,
      project_name: project.settings.name,
      expiration_minutes: String(plan.expirationMinutes),
    },
    locale,
  });
  // The link and its email commit together (queued in production; see delivery/email-queue.ts).
  await storeAndSendEmail(deps, {
    store: (db) =>
      insertMagicLink(db, {
        magicLinkId: newId('magic-link', project.environment),
        projectId: project.projectId,
        userId: record.userId,
        emailId: record.emailId,
        kind,
        tokenHash: hashSecret(token),
        expiresAt,
        createdAt: now,
        codeChallenge: options.codeChallenge,
      }),
    email: {
      projectId: project.projectId,
      from: project.settings.email_from,
      to: email,
      ...rendered,
      links: [link],
      code: null,
    },
    expiresAt,
  });
}

/**
 * The user of an address, created (active, or pending when asked) when there is none. A send is a
 * claim: the ownership policy lets it attach nothing to the address's holder, so the link goes to
 * the holder, and only opening it (a proof) signs in to that user.
 */
export async function findOrCreateUser(
  deps: AppDeps,
  project: Project,
  email: string,
  asPending: boolean,
): Promise<LinkRecipient> {
  const existing = await findUserByEmail(deps.db, project.projectId, email);
  const attachment = await decideFor(deps.db, {
    route: 'magic_links.login_or_create',
    caller: { kind: 'claim' },
    targetUserId: existing?.userId ?? null,
  });
  if (existing && attachment.outcome !== 'create_user') return { record: existing, created: false };
  try {
    const status = asPending ? 'pending' : 'active';
    return { record: await createUserWithEmail(deps.db, deps.clock, { project, email, status }), created: true };
  } catch (error) {
    // Two first requests for one address race to create it; the loser finds the winner's user.
    const winner = await findUserByEmail(deps.db, project.projectId, email);
    if (winner) return { record: winner, created: false };
    throw error;
  }
}

/**
 * Exchanges a magic link's token for a session, once. Proving control of the mailbox verifies the
 * email and activates a pending user; on the account's first proof, whatever was set up before it
 * ends first (users/first-proof.ts).
 * Answers the session and the id of the email address the link proved (`method_id`).
 * A link sent with a PKCE challenge needs its verifier: a refusal does not use the link up.
 * @throws ApiError magic_link_not_found, magic_link_already_used, magic_link_expired,
 *   pkce_expected_code_verifier or pkce_mismatch
 */
export async function authenticateMagicLink(
  deps: AppDeps,
  options: { project: Project; request: AuthenticateRequest; client: SignInClient; presented?: PresentedSession },
): Promise<SignInResult & { method_id: string }> {
  const { project, request } = options;
  // Looked up by hash: the index does the comparison, so no secret is compared in JS at all.
  const link = await findMagicLinkByTokenHash(deps.db, project.projectId, hashSecret(request.token));
  if (!link) throw new ApiError('magic_link_not_found');
  if (link.usedAt !== null) throw new ApiError('magic_link_already_used');
  const now = deps.clock.now();
  if (link.expiresAt <= now) throw new ApiError('magic_link_expired');
  // Before consuming: the attacker's link opened in a victim's browser is refused and stays unused.
  checkCodeVerifier(link.codeChallenge, request.code_verifier);
  // Also before consuming: a body naming another user's session is refused with the link unused.
  const checked = await checkPresentedSession(deps, { project, userId: link.userId, presented: options.presented });
  if (!(await consumeMagicLink(deps.db, link.magicLinkId, now))) throw new ApiError('magic_link_already_used');

  // An embeddable link (magicLinks.create) was mailed to no address, so it proves none.
  const embedded = link.kind === 'embedded';
  const { presenterKept } = embedded
    ? { presenterKept: true }
    : await recordProofOfOwnership(deps, {
        userId: link.userId,
        identifier: { kind: 'email', emailId: link.emailId },
        presenting: checked,
      });
  const signedIn = await signInWithFactor(deps, {
    // A session the first proof ended is gone: the link starts a sign-in of its own.
    checked: presenterKept ? checked : { kind: 'none' },
    client: options.client,
    project,
    userId: link.userId,
    factor: { type: 'magic_link', delivery_method: embedded ? 'embedded' : 'email' },
    durationMinutes: request.session_duration_minutes,
  });
  // Stytch's answer names the address the link proved (its method_id): none for an embeddable one.
  return { ...signedIn, method_id: link.emailId };
}
