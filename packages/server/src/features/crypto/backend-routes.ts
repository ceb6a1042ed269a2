import {
  AuthenticateResponse,
  CryptoWalletsAuthenticateRequest,
  CryptoWalletsAuthenticateStartRequest,
  PresentedSessionFields,
} from '@foyer/protocol';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { backendRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { presentedByBackend } from '../sessions/presented-session.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from '../sessions/sign-in-client.ts';
import { authenticateCryptoWallet, startCryptoWalletAuthentication } from './service.ts';

const TAG = 'Backend: crypto wallets';

const StartResponse = z
  .object({ status_code: z.number().int(), request_id: z.string(), challenge: z.string(), user_created: z.boolean() })
  .meta({ id: 'BackendCryptoWalletsAuthenticateStartResponse' });
/** A session named here gets the wallet's factor added (and the wallet, as its owner signed in). */
const AuthenticateRequest = CryptoWalletsAuthenticateRequest.extend(PresentedSessionFields).meta({
  id: 'BackendCryptoWalletsAuthenticateRequest',
});

const authenticateStart = backendRoute('cryptoWalletsAuthenticateStart', {
  tag: TAG,
  summary:
    "Answers the message the wallet must sign (Sign-In with Ethereum or Solana) naming the project's first authorized origin, with a single-use nonce valid for 5 minutes",
  body: CryptoWalletsAuthenticateStartRequest.meta({ id: 'BackendCryptoWalletsAuthenticateStartRequest' }),
  response: StartResponse,
  errors: ['unauthorized_credentials', 'invalid_crypto_wallet_address', 'too_many_requests', 'bad_request'],
});

const authenticate = backendRoute('cryptoWalletsAuthenticate', {
  tag: TAG,
  summary: 'Signs the wallet in with its signature of the challenge, creating its user on first sign-in',
  body: AuthenticateRequest,
  response: AuthenticateResponse,
  errors: [
    'unauthorized_credentials',
    'invalid_crypto_wallet_address',
    'invalid_crypto_wallet_signature',
    'crypto_wallet_challenge_not_found',
    'crypto_wallet_challenge_expired',
    'crypto_wallet_challenge_already_used',
    'session_not_found',
    'bad_request',
  ],
});

/**
 * The backend's crypto wallet calls in Stytch's shape, on the widget's wallet sign-in. The caller is
 * the host's server: no per-client-address limit (one busy host would lock out all its users).
 */
export function backendCryptoWalletRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(authenticateStart, async (c) => {
      const body = c.req.valid('json');
      const challenge = await startCryptoWalletAuthentication(deps, {
        project: c.get('project'),
        origin: null,
        type: body.crypto_wallet_type,
        address: body.crypto_wallet_address,
      });
      // Foyer creates a wallet's user when it first signs in (authenticate), never at the start.
      return ok(c, { challenge, user_created: false });
    })
    .openapi(authenticate, async (c) => {
      const body = c.req.valid('json');
      const signedIn = await authenticateCryptoWallet(deps, {
        client: UNKNOWN_SIGN_IN_CLIENT,
        presented: presentedByBackend(body),
        project: c.get('project'),
        type: body.crypto_wallet_type,
        address: body.crypto_wallet_address,
        signature: body.signature,
        durationMinutes: body.session_duration_minutes,
      });
      return ok(c, signedIn);
    });
}
