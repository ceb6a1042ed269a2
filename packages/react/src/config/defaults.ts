import { DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES, DEFAULT_SESSION_DURATION_MINUTES } from '@foyer/protocol/constants';
import type { FoyerConfig, Product } from './types.ts';

/** The product list when the host gives none (docs/behaviour.md#constants: email magic links). */
export const DEFAULT_PRODUCTS: readonly Product[] = ['emailMagicLinks'];

/** A config with the spec's defaults filled in, so screens never repeat the fallbacks. */
export interface ResolvedConfig extends FoyerConfig {
  products: Product[];
  sessionOptions: { sessionDurationMinutes: number };
}

export function resolveConfig(config: FoyerConfig | undefined): ResolvedConfig {
  return {
    ...config,
    products: config?.products?.length ? [...config.products] : [...DEFAULT_PRODUCTS],
    sessionOptions: {
      sessionDurationMinutes: config?.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES,
    },
  };
}

/** The body options of `magicLinks.email.loginOrCreate`, from the camelCase config. */
export function magicLinkRequestOptions(config: FoyerConfig) {
  const options = config.emailMagicLinksOptions ?? {};
  return {
    login_magic_link_url: options.loginRedirectURL,
    signup_magic_link_url: options.signupRedirectURL,
    login_expiration_minutes: options.loginExpirationMinutes ?? DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES,
    signup_expiration_minutes: options.signupExpirationMinutes ?? DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES,
    create_user_as_pending: options.createUserAsPending ?? false,
  };
}
