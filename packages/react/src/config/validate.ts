import type { StringKey } from '../strings/en.ts';
import type { ResolvedConfig } from './defaults.ts';

/**
 * The configuration mistakes the login widget shows instead of its form (docs/behaviour.md#validation), as a strings
 * key, or null when the config is usable.
 */
export function configErrorKey(config: ResolvedConfig): StringKey | null {
  const { products } = config;
  if (
    products.includes('emailMagicLinks') &&
    config.otpOptions?.methods.includes('email') &&
    products.includes('otp')
  ) {
    return 'configError.emlAndEmailOtp';
  }
  if (products.length === 1 && products[0] === 'passkeys') return 'configError.passkeysAlone';
  return null;
}
