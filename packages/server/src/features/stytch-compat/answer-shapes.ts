import type { SdkPathKey } from '@foyer/protocol/paths';
import type { MiddlewareHandler } from 'hono';
import { sdkRoutePattern } from '../../http/route.ts';
import { reshapeStytchAnswer } from './json-answer.ts';
import { STYTCH_START_ALIASES } from './route-aliases.ts';

type Answer = Record<string, unknown>;
type Reshape = (answer: Answer, method: string) => Answer;

/** Stytch's SDK `JSON.parse`s the WebAuthn options (HeadlessWebAuthnClient): they travel as a string. */
const optionsAsString =
  (field: string): Reshape =>
  (answer) => ({ ...answer, [field]: JSON.stringify(answer[field]) });

/**
 * What Stytch's browser SDK reads where Foyer's answer differs, per route (each checked against its
 * source in node_modules/@stytch/vanilla-js): applied to the flat answer, before the envelope copies
 * it under `data`. Foyer's own SDK never sees these.
 */
const SHAPES: [SdkPathKey, Reshape][] = [
  // The prebuilt UI's password screen reads `{ userType }` (PasswordForm).
  ['usersSearch', (answer) => ({ ...answer, userType: answer.user_type })],
  ['webauthnRegisterStart', optionsAsString('public_key_credential_creation_options')],
  // webauthn.register answers WebAuthnRegisterResponse, whose id webauthn.update takes: the passkey
  // this call made is the user's newest (their list is in creation order).
  [
    'webauthnRegister',
    (answer) => {
      const made = (answer.user as { webauthn_registrations?: Answer[] } | undefined)?.webauthn_registrations?.at(-1);
      return made ? { ...answer, webauthn_registration_id: made.webauthn_registration_id } : answer;
    },
  ],
  ['webauthnAuthenticateStart', optionsAsString('public_key_credential_request_options')],
  // user.get keeps the answer, minus request_id and status_code, as the user (so getSync has its
  // user_id); user.update keeps `__user`.
  [
    'usersMe',
    (answer, method) => {
      const { user, ...rest } = answer as Answer & { user: Answer };
      return method === 'GET' ? { ...rest, ...user } : { ...answer, __user: user };
    },
  ],
];

/** `[route pattern, middleware]` for each reshaped route, the start aliases included. */
export function stytchAnswerShapes(): [string, MiddlewareHandler][] {
  return SHAPES.flatMap(([key, reshape]) => {
    const handler: MiddlewareHandler = async (c, next) => {
      await next();
      await reshapeStytchAnswer(c, (answer) => reshape(answer, c.req.method));
    };
    const aliases: readonly SdkPathKey[] =
      key in STYTCH_START_ALIASES ? STYTCH_START_ALIASES[key as keyof typeof STYTCH_START_ALIASES] : [];
    return [key, ...aliases].map((route): [string, MiddlewareHandler] => [sdkRoutePattern(route), handler]);
  });
}
