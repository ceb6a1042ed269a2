import type { CryptoWalletsAuthenticateStartResponseBody } from '@foyer/protocol';
import { SDK_PATHS } from '@foyer/protocol/paths';
import { type ClientContext, postAuthenticate } from '../context.ts';
import type { CryptoWalletsApi } from '../types.ts';

/** Crypto wallets: get a challenge to sign, then trade the signature for a session. */
export function createCryptoWalletsApi(context: ClientContext): CryptoWalletsApi {
  return {
    authenticateStart: (body, call = {}) =>
      context.http.request<CryptoWalletsAuthenticateStartResponseBody>(
        'POST',
        SDK_PATHS.cryptoWalletsAuthenticateStart,
        { ...call, body },
      ),
    authenticate: (body, call) => postAuthenticate(context, SDK_PATHS.cryptoWalletsAuthenticate, body, call),
  };
}
