import { E164, Email, User } from '@foyer/protocol';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { backendRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { normalizeEmail } from '../../security/email.ts';
import { exchangeIdentifier, type Identifier } from '../../store/primary-identifier.ts';
import type { Project } from '../../store/projects.ts';
import { findUserByEmail, findUserByPhone, loadUser } from '../../store/users.ts';
import { assertAttachable, decideFor } from './ownership/policy.ts';

const exchange = backendRoute('usersExchangePrimaryFactor', {
  method: 'put',
  tag: 'Backend: users',
  summary:
    "Replaces the one email address or phone number of a user who has nothing else (Stytch's exchange_primary_factor); the new one is unverified",
  params: z.object({ user_id: z.string().max(128) }),
  body: z
    .object({ email_address: Email.optional(), phone_number: E164.optional() })
    .meta({ id: 'BackendUsersExchangePrimaryFactorRequest' }),
  response: z
    .object({ status_code: z.number().int(), request_id: z.string(), user_id: z.string(), user: User })
    .meta({ id: 'BackendUsersExchangePrimaryFactorResponse' }),
  errors: ['unauthorized_credentials', 'user_not_found', 'duplicate_email', 'duplicate_phone_number', 'bad_request'],
});

/**
 * Swaps a user's only identifier for another, as Stytch's admin call does: the user must have
 * exactly one factor (one email address or one phone number, and no password, passkey, wallet,
 * provider or authenticator app), so nothing else rides along to whoever holds the new one. The new
 * identifier is stored unverified (the call proves nothing about it; its first sign-in will), and
 * the ownership policy refuses one another user holds.
 * @throws ApiError user_not_found, bad_request, duplicate_email, duplicate_phone_number
 */
export async function exchangePrimaryFactor(
  deps: AppDeps,
  options: { project: Project; userId: string; email?: string | undefined; phoneNumber?: string | undefined },
) {
  const { project, userId } = options;
  if ((options.email === undefined) === (options.phoneNumber === undefined)) {
    throw new ApiError('bad_request', 'Send exactly one of email_address and phone_number.');
  }
  const user = await loadUser(deps.db, project.projectId, userId);
  if (!user) throw new ApiError('user_not_found');
  const identifiers: Identifier[] = [
    ...user.emails.map((e) => ({ kind: 'email' as const, id: e.email_id, value: e.email })),
    ...user.phone_numbers.map((p) => ({ kind: 'phone' as const, id: p.phone_id, value: p.phone_number })),
  ];
  const others =
    user.webauthn_registrations.length + user.providers.length + user.crypto_wallets.length + (user.totps?.length ?? 0);
  const [old] = identifiers;
  if (!old || identifiers.length !== 1 || others > 0 || user.password) {
    throw new ApiError(
      'bad_request',
      'exchange_primary_factor works only for a user with exactly one factor: one email address or phone number and nothing else.',
    );
  }
  const next =
    options.email !== undefined
      ? ({ kind: 'email', value: normalizeEmail(options.email) } as const)
      : ({ kind: 'phone', value: options.phoneNumber as string } as const);
  const holder =
    next.kind === 'email'
      ? await findUserByEmail(deps.db, project.projectId, next.value)
      : await findUserByPhone(deps.db, project.projectId, next.value);
  const caller = { kind: 'backend', userId } as const;
  const attachment = await decideFor(deps.db, {
    route: 'backend.users.create',
    caller,
    targetUserId: holder?.userId ?? null,
  });
  assertAttachable(attachment, next.kind === 'email' ? 'duplicate_email' : 'duplicate_phone_number');
  if (holder?.userId !== userId) {
    await exchangeIdentifier(deps.db, { project, userId, old, next, now: deps.clock.now() });
  }
  const updated = await loadUser(deps.db, project.projectId, userId);
  if (!updated) throw new ApiError('user_not_found');
  return updated;
}

/** PUT /v1/users/{user_id}/exchange_primary_factor, as Stytch's Node client calls it. */
export function backendExchangePrimaryFactorRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(exchange, async (c) => {
    const { user_id } = c.req.valid('param');
    const body = c.req.valid('json');
    const user = await exchangePrimaryFactor(deps, {
      project: c.get('project'),
      userId: user_id,
      email: body.email_address,
      phoneNumber: body.phone_number,
    });
    return ok(c, { user_id, user });
  });
}
