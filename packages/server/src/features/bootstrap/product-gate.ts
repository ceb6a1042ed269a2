import type { SdkPathKey } from '@foyer/protocol/paths';
import type { MiddlewareHandler } from 'hono';
import { SIGN_IN_PRODUCTS, type SignInProduct } from '../../config/project-settings.ts';
import type { AppEnv } from '../../http/env.ts';
import { sdkRoutePattern } from '../../http/route.ts';
import { assertProductEnabled } from '../../security/enabled-products.ts';

/** The SDK routes of each sign-in method: refused with product_not_enabled when the project turned it off. */
const PRODUCT_ROUTES: Record<SignInProduct, SdkPathKey[]> = {
  emailMagicLinks: ['magicLinksEmailLoginOrCreate', 'magicLinksAuthenticate'],
  otp: ['otpsEmailLoginOrCreate', 'otpsSmsLoginOrCreate', 'otpsWhatsappLoginOrCreate', 'otpsAuthenticate'],
  passwords: [
    'passwordsCreate',
    'passwordsAuthenticate',
    'passwordsStrengthCheck',
    'passwordsResetByEmailStart',
    'passwordsResetByEmail',
  ],
  passkeys: [
    'webauthnRegisterStart',
    'webauthnRegister',
    'webauthnAuthenticateStart',
    'webauthnAuthenticateStartPrimary',
    'webauthnAuthenticateStartSecondary',
    'webauthnAuthenticate',
  ],
  oauth: ['oauthAuthenticate', 'oauthGoogleOneTapConfig', 'oauthGoogleOneTap'],
  crypto: [
    'cryptoWalletsAuthenticateStart',
    'cryptoWalletsAuthenticateStartPrimary',
    'cryptoWalletsAuthenticateStartSecondary',
    'cryptoWalletsAuthenticate',
  ],
};

/** Each product's SDK routes, as `[route pattern, gate]` for `sdk.use(…)` after sdkAuth has found the project. */
export function productGates(): [string, MiddlewareHandler<AppEnv>][] {
  return SIGN_IN_PRODUCTS.flatMap((product) =>
    PRODUCT_ROUTES[product].map((key): [string, MiddlewareHandler<AppEnv>] => [
      sdkRoutePattern(key),
      async (c, next) => {
        assertProductEnabled(c.get('project'), product);
        await next();
      },
    ]),
  );
}
