import type { Eip1193Provider, Eip6963ProviderInfo, SolanaProvider } from './types.ts';

/** Injected objects are untrusted page globals: every read goes through these checks. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return isObject(value) && typeof value.request === 'function';
}

export function isSolanaProvider(value: unknown): value is SolanaProvider {
  return isObject(value) && typeof value.connect === 'function' && typeof value.signMessage === 'function';
}

export function isProviderInfo(value: unknown): value is Eip6963ProviderInfo {
  return (
    isObject(value) &&
    typeof value.uuid === 'string' &&
    typeof value.name === 'string' &&
    typeof value.icon === 'string' &&
    typeof value.rdns === 'string'
  );
}
