import {
  AuthenticateResponse,
  CryptoWalletsAuthenticateRequest,
  CryptoWalletsAuthenticateStartRequest,
  CryptoWalletsAuthenticateStartResponse,
} from '@foyer/protocol';
import { OpenAPIHono, type RouteHandler } from '@hono/zod-openapi';
import { DEFAULT_CLIENT_LIMITS } from '../../config/limit-settings.ts';
import { buildProxyList } from '../../config/proxy-settings.ts';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { sdkRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { clientAddress } from '../../security/client-address.ts';
import { enforceClientLimit } from '../../security/client-limit.ts';
import { presentedBySdk } from '../sessions/presented-session.ts';
import { signInClientOf } from '../sessions/sign-in-client.ts';
import { STYTCH_START_ALIASES, stytchAliasOf } from '../stytch-compat/route-aliases.ts';
import { authenticateCryptoWallet, startCryptoWalletAuthentication } from './service.ts';

const authenticateStart = sdkRoute('cryptoWalletsAuthenticateStart', {
  tag: 'Crypto wallets',
  summary:
    'Answers the message the wallet must sign: Sign-In with Ethereum (EIP-4361) or Sign-In With Solana, naming the page’s domain, with a single-use nonce valid for 5 minutes',
  body: CryptoWalletsAuthenticateStartRequest,
  response: CryptoWalletsAuthenticateStartResponse,
  errors: ['invalid_crypto_wallet_address', 'too_many_requests', 'bad_request'],
});

const authenticate = sdkRoute('cryptoWalletsAuthenticate', {
  tag: 'Crypto wallets',
  summary:
    'Signs the wallet in with its signature of the challenge (ethereum: personal_sign hex; solana: base58 ed25519), creating its user on first sign-in',
  body: CryptoWalletsAuthenticateRequest,
  response: AuthenticateResponse,
  errors: [
    'invalid_crypto_wallet_address',
    'invalid_crypto_wallet_signature',
    'crypto_wallet_challenge_not_found',
    'crypto_wallet_challenge_expired',
    'crypto_wallet_challenge_already_used',
    'bad_request',
  ],
});

/** SDK routes of crypto wallet sign-in. */
export function cryptoRoutes(deps: AppDeps) {
  const startLimit = (deps.config.clientLimits ?? DEFAULT_CLIENT_LIMITS).walletChallenges;
  const trustedProxies = buildProxyList(deps.config.trustedProxies ?? []);
  const startHandler: RouteHandler<typeof authenticateStart, AppEnv> = async (c) => {
    const body = c.req.valid('json');
    // Each start stores a challenge: limited per client address so a script cannot fill the table.
    await enforceClientLimit(deps, {
      scope: 'wallet-challenges',
      clientAddress: clientAddress(c, trustedProxies),
      rule: startLimit,
      message: 'too_many_requests.walletAttempts',
    });
    const challenge = await startCryptoWalletAuthentication(deps, {
      project: c.get('project'),
      // sdkAuth has already refused origins the project does not authorize.
      origin: c.req.header('origin') ?? null,
      type: body.crypto_wallet_type,
      address: body.crypto_wallet_address,
    });
    return ok(c, { challenge });
  };
  const routes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(authenticateStart, startHandler)
    .openapi(authenticate, async (c) => {
      const body = c.req.valid('json');
      const signedIn = await authenticateCryptoWallet(deps, {
        client: signInClientOf(c),
        presented: presentedBySdk(c, body),
        project: c.get('project'),
        type: body.crypto_wallet_type,
        address: body.crypto_wallet_address,
        signature: body.signature,
        durationMinutes: body.session_duration_minutes,
      });
      return ok(c, signedIn);
    });
  for (const alias of STYTCH_START_ALIASES.cryptoWalletsAuthenticateStart) {
    routes.openapi(stytchAliasOf(authenticateStart, alias), startHandler);
  }
  return routes;
}
