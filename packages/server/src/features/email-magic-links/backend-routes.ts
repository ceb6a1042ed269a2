import {
  AuthenticateResponse,
  Email,
  PkceCodeChallenge,
  PkceCodeVerifier,
  PresentedSessionFields,
  SessionDurationMinutes,
  Url,
} from '@foyer/protocol';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { refundUnlessDelivered } from '../../delivery/email-delivery-error.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { refuseSessionFields, SESSION_FIELDS } from '../../http/backend-session-fields.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { backendRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { requestLocale } from '../../locales/request-locale.ts';
import { normalizeEmail } from '../../security/email.ts';
import { enforceSendLimits, type SendCharge } from '../../security/send-limits.ts';
import { expireUnusedSignupLinks } from '../../store/email-magic-links.ts';
import type { Project } from '../../store/projects.ts';
import { findUserByEmail } from '../../store/users.ts';
import { presentedByBackend } from '../sessions/presented-session.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from '../sessions/sign-in-client.ts';
import { createEmbeddedMagicLink } from './embedded.ts';
import { authenticateMagicLink, emailLink, findOrCreateUser, loginOrCreate, planLink, planLinks } from './service.ts';

const ExpirationMinutes = z.number().int().min(5).max(10080);

/** Stytch's fields for the login and signup links; unknown ones (attributes, locale) are ignored. */
const linkFields = {
  email: Email,
  login_magic_link_url: Url.optional(),
  signup_magic_link_url: Url.optional(),
  login_expiration_minutes: ExpirationMinutes.optional(),
  signup_expiration_minutes: ExpirationMinutes.optional(),
  login_template_id: z.string().max(128).optional(),
  signup_template_id: z.string().max(128).optional(),
  /** A host relaying its page's PKCE challenge (Stytch's field); without one the link is bare. */
  code_challenge: PkceCodeChallenge.optional(),
};

const SendRequest = refuseSessionFields(
  z.object({ ...linkFields, ...SESSION_FIELDS, user_id: z.string().max(128).optional() }),
).meta({ id: 'BackendMagicLinksEmailSendRequest' });

const LoginOrCreateRequest = z
  .object({ ...linkFields, create_user_as_pending: z.boolean().optional() })
  .meta({ id: 'BackendMagicLinksEmailLoginOrCreateRequest' });

const InviteRequest = z
  .object({
    email: Email,
    invite_magic_link_url: Url.optional(),
    invite_expiration_minutes: ExpirationMinutes.optional(),
    invite_template_id: z.string().max(128).optional(),
  })
  .meta({ id: 'BackendMagicLinksEmailInviteRequest' });

/** A session named here gets the link's factor added; an intermediate token is finished by it. */
const AuthenticateRequest = z
  .object({
    token: z.string().min(1).max(256),
    session_duration_minutes: SessionDurationMinutes.optional(),
    /** The verifier of the send's code_challenge, relayed from the browser that asked for the link. */
    code_verifier: PkceCodeVerifier.optional(),
    ...PresentedSessionFields,
  })
  .meta({ id: 'BackendMagicLinksAuthenticateRequest' });

const CreateRequest = z
  .object({ user_id: z.string().min(1).max(128), expiration_minutes: ExpirationMinutes.optional() })
  .meta({ id: 'BackendMagicLinksCreateRequest' });

const RevokeInviteRequest = z.object({ email: Email }).meta({ id: 'BackendMagicLinksEmailRevokeInviteRequest' });

const envelope = { status_code: z.number().int(), request_id: z.string() };
const SentResponse = z
  .object({ ...envelope, user_id: z.string(), email_id: z.string() })
  .meta({ id: 'BackendMagicLinksSentResponse' });
const LoginOrCreateResponse = z
  .object({ ...envelope, user_id: z.string(), email_id: z.string(), user_created: z.boolean() })
  .meta({ id: 'BackendMagicLinksLoginOrCreateResponse' });
const BackendAuthenticateResponse = AuthenticateResponse.extend({
  method_id: z.string(),
  reset_sessions: z.boolean(),
}).meta({ id: 'BackendMagicLinksAuthenticateResponse' });

const LINK_ERRORS = [
  'unauthorized_credentials',
  'invalid_email',
  'invalid_expiration',
  'redirect_url_not_allowed',
  'no_redirect_url_configured',
  'template_not_found',
  'too_many_requests',
  'email_delivery_failed',
  'bad_request',
] as const;

const create = backendRoute('magicLinksCreate', {
  tag: 'Backend: magic links',
  summary: 'Makes an embeddable magic link token for a user, sent by nobody: authenticate turns it into a session once',
  body: CreateRequest,
  response: z
    .object({ ...envelope, user_id: z.string(), token: z.string() })
    .meta({ id: 'BackendMagicLinksCreateResponse' }),
  errors: ['unauthorized_credentials', 'user_not_found', 'bad_request'],
});

const send = backendRoute('magicLinksEmailSend', {
  tag: 'Backend: magic links',
  summary: 'Emails a login link to the existing user of an address (a pending user gets the signup wording)',
  body: SendRequest,
  response: SentResponse,
  errors: [...LINK_ERRORS, 'user_not_found'],
});

const loginOrCreateRoute = backendRoute('magicLinksEmailLoginOrCreate', {
  tag: 'Backend: magic links',
  summary: 'Emails a login link to an existing user, or creates the user and emails a signup link',
  body: LoginOrCreateRequest,
  response: LoginOrCreateResponse,
  errors: LINK_ERRORS,
});

const invite = backendRoute('magicLinksEmailInvite', {
  tag: 'Backend: magic links',
  summary: 'Creates a pending user for an address and emails them an invite (signup) link',
  body: InviteRequest,
  response: SentResponse,
  errors: [...LINK_ERRORS, 'duplicate_email'],
});

const revokeInvite = backendRoute('magicLinksEmailRevokeInvite', {
  tag: 'Backend: magic links',
  summary: "Ends a pending user's unused invite links (opening one then answers magic_link_expired)",
  body: RevokeInviteRequest,
  response: z.object(envelope).meta({ id: 'BackendMagicLinksRevokeInviteResponse' }),
  errors: ['unauthorized_credentials', 'invalid_email', 'user_not_found', 'bad_request'],
});

const authenticate = backendRoute('magicLinksAuthenticate', {
  tag: 'Backend: magic links',
  summary: 'Exchanges a magic link token for a session (each link works once)',
  body: AuthenticateRequest,
  response: BackendAuthenticateResponse,
  errors: [
    'unauthorized_credentials',
    'magic_link_not_found',
    'magic_link_expired',
    'magic_link_already_used',
    'pkce_expected_code_verifier',
    'pkce_mismatch',
    'invalid_session_duration',
    'bad_request',
  ],
});

/**
 * The per-address send limits of the SDK routes. Not per client address: every call comes from the
 * host's own server, so counting by its address would let one busy host lock out all its users.
 */
async function limitSends(deps: AppDeps, project: Project, email: string): Promise<SendCharge> {
  return enforceSendLimits(deps, {
    projectId: project.projectId,
    destination: email,
    clientAddress: null,
    limits: deps.config.sendLimits,
  });
}

/** Backend routes of email magic links, as Stytch's `stytch` Node client calls them. */
export function backendMagicLinkRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(create, async (c) => {
      const { user_id, expiration_minutes } = c.req.valid('json');
      const project = c.get('project');
      const token = await createEmbeddedMagicLink(deps, {
        project,
        userId: user_id,
        expirationMinutes: expiration_minutes,
      });
      return ok(c, { user_id, token });
    })
    .openapi(send, async (c) => {
      const project = c.get('project');
      const request = c.req.valid('json');
      const email = normalizeEmail(request.email);
      const plans = planLinks(deps, project, request);
      const charge = await limitSends(deps, project, email);
      const record = await findUserByEmail(deps.db, project.projectId, email);
      if (!record) {
        throw new ApiError(
          'user_not_found',
          'No user has this email address. Create one with /v1/magic_links/email/login_or_create or /v1/magic_links/email/invite.',
        );
      }
      const kind = record.userStatus === 'pending' ? 'signup' : 'login';
      await refundUnlessDelivered(
        charge,
        emailLink(deps, {
          project,
          record,
          email,
          kind,
          plan: plans[kind],
          locale: requestLocale(c),
          codeChallenge: request.code_challenge ?? null,
        }),
      );
      return ok(c, { user_id: record.userId, email_id: record.emailId });
    })
    .openapi(loginOrCreateRoute, async (c) => {
      // The host's server is the caller: limits count per address only (see limitSends).
      const request = c.req.valid('json');
      const { record, created } = await loginOrCreate(deps, {
        project: c.get('project'),
        request,
        codeChallenge: request.code_challenge ?? null,
        clientAddress: null,
        locale: requestLocale(c),
      });
      return ok(c, { user_id: record.userId, email_id: record.emailId, user_created: created });
    })
    .openapi(invite, async (c) => {
      const project = c.get('project');
      const request = c.req.valid('json');
      const email = normalizeEmail(request.email);
      const plan = planLink(deps, project, {
        kind: 'signup',
        url: request.invite_magic_link_url,
        field: 'invite_magic_link_url',
        templateId: request.invite_template_id,
        expirationMinutes: request.invite_expiration_minutes,
      });
      const charge = await limitSends(deps, project, email);
      const { record } = await findOrCreateUser(deps, project, email, true);
      if (record.userStatus !== 'pending') {
        throw new ApiError(
          'duplicate_email',
          'A user with this email address has already signed up: send them a login link with /v1/magic_links/email/send.',
        );
      }
      await refundUnlessDelivered(
        charge,
        emailLink(deps, {
          project,
          record,
          email,
          kind: 'signup',
          plan,
          locale: requestLocale(c),
          codeChallenge: null,
        }),
      );
      return ok(c, { user_id: record.userId, email_id: record.emailId });
    })
    .openapi(revokeInvite, async (c) => {
      const project = c.get('project');
      const record = await findUserByEmail(deps.db, project.projectId, normalizeEmail(c.req.valid('json').email));
      // Only an invite can be revoked: a signed-up user's links are their logins (revoke their sessions instead).
      if (record?.userStatus !== 'pending') {
        throw new ApiError('user_not_found', 'No invited user who has not signed up yet has this email address.');
      }
      const now = deps.clock.now();
      await expireUnusedSignupLinks(deps.db, { projectId: project.projectId, emailId: record.emailId, now });
      return ok(c);
    })
    .openapi(authenticate, async (c) => {
      const request = c.req.valid('json');
      const signedIn = await authenticateMagicLink(deps, {
        client: UNKNOWN_SIGN_IN_CLIENT,
        presented: presentedByBackend(request),
        project: c.get('project'),
        request: {
          token: request.token,
          session_duration_minutes: request.session_duration_minutes,
          code_verifier: request.code_verifier,
        },
      });
      return ok(c, { ...signedIn, reset_sessions: false });
    });
}
