import type { OtpsEmailLoginOrCreateRequest, OtpsPhoneLoginOrCreateRequest } from '@foyer/protocol';
import { DEFAULT_OTP_EXPIRATION_MINUTES } from '@foyer/protocol/constants';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { minutes } from '../../clock.ts';
import { refundUnlessDelivered } from '../../delivery/email-delivery-error.ts';
import { storeAndSendEmail } from '../../delivery/email-queue.ts';
import { storeAndSendText } from '../../delivery/sms/sms-queue.ts';
import { SmsDeliveryError } from '../../delivery/sms/sms-sender.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { normalizeEmail } from '../../security/email.ts';
import { enforceSendLimits } from '../../security/send-limits.ts';
import { type OtpChannel, replaceOtpCode } from '../../store/otp.ts';
import type { Project } from '../../store/projects.ts';
import type { Database } from '../../store/schema.ts';
import { hashPasscode } from './codes.ts';
import type { OtpContext } from './context.ts';
import { type Destination, findOrCreateByEmail, findOrCreateByPhone } from './destinations.ts';
import { chooseOtpTemplate, renderOtpEmail, renderTextMessage, webOtpHost } from './messages.ts';

/** Who asked: the project, the client address the limits count against, and the page's origin. */
export interface SendRequester {
  project: Project;
  clientAddress: string | null;
  origin: string | undefined;
  /** The locale the passcode's email or text is written in (`requestLocale`). */
  locale: string;
}

/**
 * Finds (or creates) the user of an address or number. The SDK routes create; the backend's `send`
 * routes only find, and refuse an unknown destination.
 */
export type ResolveDestination = (deps: AppDeps, project: Project, destination: string) => Promise<Destination>;

/**
 * Emails a passcode to an address, creating its user when there is none (unless `resolve` says otherwise), and answers the destination.
 *
 * Enumeration: every refusal (email, templates, limits) is decided before the account is looked
 * up, and the answer is the same shape for new and existing users (the destination's id), so this
 * cannot tell a caller who has an account. Only the mailbox's owner sees login vs. sign-up wording.
 */
export async function sendEmailPasscode(
  context: OtpContext,
  requester: SendRequester,
  request: z.infer<typeof OtpsEmailLoginOrCreateRequest>,
  resolve: ResolveDestination = findOrCreateByEmail,
): Promise<Destination> {
  const { deps } = context;
  const { project } = requester;
  const email = normalizeEmail(request.email);
  const templates = {
    login: chooseOtpTemplate(project, request.login_template_id),
    signup: chooseOtpTemplate(project, request.signup_template_id),
  };
  const expirationMinutes = request.expiration_minutes ?? DEFAULT_OTP_EXPIRATION_MINUTES;
  const charge = await enforceSendLimits(deps, limitOptions(context, requester, email));

  const destination = await resolve(deps, project, email);
  const { code, store, expiresAt } = await newCode(context, project, destination, 'email', expirationMinutes);
  const kind = destination.isNewUser ? 'signup' : 'login';
  const rendered = renderOtpEmail({
    kind,
    template: templates[kind],
    values: { code, email, project_name: project.settings.name, expiration_minutes: String(expirationMinutes) },
    locale: requester.locale,
  });
  // The code and its email commit together (queued in production; see delivery/email-queue.ts).
  await refundUnlessDelivered(
    charge,
    storeAndSendEmail(deps, {
      store,
      email: {
        projectId: project.projectId,
        from: project.settings.email_from,
        to: email,
        ...rendered,
        links: [],
        code,
      },
      expiresAt,
    }),
  );
  return destination;
}

/**
 * Texts a passcode by SMS or WhatsApp to a phone number (E.164, checked by the route's schema),
 * creating its user when there is none, and answers the method id. Enumeration as for email.
 */
export async function sendPhonePasscode(
  context: OtpContext,
  requester: SendRequester,
  request: z.infer<typeof OtpsPhoneLoginOrCreateRequest> & { channel: 'sms' | 'whatsapp' },
  resolve: ResolveDestination = findOrCreateByPhone,
): Promise<Destination> {
  const { deps, sms } = context;
  const { project } = requester;
  const { channel, phone_number: phoneNumber } = request;
  if (!sms.supports(channel)) {
    throw new ApiError(
      'product_not_enabled',
      `This server has no ${channel === 'sms' ? 'SMS' : 'WhatsApp'} sender configured.`,
    );
  }
  const expirationMinutes = request.expiration_minutes ?? DEFAULT_OTP_EXPIRATION_MINUTES;
  await enforceSendLimits(deps, limitOptions(context, requester, phoneNumber));

  const destination = await resolve(deps, project, phoneNumber);
  const { code, store, expiresAt } = await newCode(context, project, destination, channel, expirationMinutes);
  const body = renderTextMessage({
    code,
    projectName: project.settings.name,
    expirationMinutes,
    webOtpHost: webOtpHost(project, requester.origin),
    locale: requester.locale,
  });
  try {
    // The code and its message commit together (queued with a provider; see delivery/sms/sms-queue.ts).
    const message = { projectId: project.projectId, channel, to: phoneNumber, body, code };
    await storeAndSendText(deps, sms, { store, message, expiresAt });
  } catch (error) {
    if (error instanceof SmsDeliveryError && error.isInvalidDestination) {
      throw new ApiError('invalid_phone_number', undefined, { cause: error });
    }
    throw error; // logged (the error holds no token and no code) and answered as internal_server_error
  }
  return destination;
}

function limitOptions(context: OtpContext, requester: SendRequester, destination: string) {
  return {
    projectId: requester.project.projectId,
    destination,
    clientAddress: requester.clientAddress,
    limits: context.sendLimits,
  };
}

/** A fresh code, hashed, and how to store it (in the caller's transaction, when it has one). */
async function newCode(
  context: OtpContext,
  project: Project,
  destination: Destination,
  channel: OtpChannel,
  expirationMinutes: number,
) {
  const code = context.generatePasscode();
  const now = context.deps.clock.now();
  const expiresAt = now + minutes(expirationMinutes);
  const codeHash = await hashPasscode(code);
  const store = (db: Kysely<Database>) =>
    replaceOtpCode(db, {
      methodId: destination.methodId,
      projectId: project.projectId,
      userId: destination.userId,
      channel,
      codeHash,
      expiresAt,
      createdAt: now,
    });
  return { code, store, expiresAt };
}
