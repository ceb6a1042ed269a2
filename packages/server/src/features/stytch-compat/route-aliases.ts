import { SDK_PATHS, type SdkPathKey } from '@foyer/protocol/paths';
import { createRoute, type RouteConfig } from '@hono/zod-openapi';

/**
 * Routes Stytch's browser SDK calls for a start Foyer serves at one path: `…/primary` when no one
 * is signed in, `…/secondary` when the page holds a session (a second factor). Foyer's start needs
 * no session either way (discoverable passkeys; a wallet's message names no user), so both are the
 * same route.
 */
export const STYTCH_START_ALIASES = {
  webauthnAuthenticateStart: ['webauthnAuthenticateStartPrimary', 'webauthnAuthenticateStartSecondary'],
  cryptoWalletsAuthenticateStart: ['cryptoWalletsAuthenticateStartPrimary', 'cryptoWalletsAuthenticateStartSecondary'],
} as const satisfies Partial<Record<SdkPathKey, readonly SdkPathKey[]>>;

/**
 * `route` again at the path of the SDK route `alias`, listed in the API reference as such. Typed as
 * `route`, so one handler serves both.
 */
export function stytchAliasOf<R extends RouteConfig>(route: R, alias: SdkPathKey): R {
  const summary = `The same as POST /sdk/v1${route.path}, at the path Stytch's browser SDK calls`;
  return createRoute({ ...route, path: SDK_PATHS[alias], summary }) as unknown as R;
}
