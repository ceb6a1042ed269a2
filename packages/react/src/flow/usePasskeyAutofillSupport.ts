import type { Product } from '../config/types.ts';
import { fetchOptions } from '../core/fetchOptions.ts';
import { useCachedFetch } from '../core/useCachedFetch.ts';
import { useWidget } from '../core/WidgetContext.tsx';
import { configuredEntries } from './registry.ts';

/**
 * Whether the browser offers passkey autofill, asked only when a passkey product is configured (so other
 * pages never load the WebAuthn code). Undefined while the answer is pending; a failed check
 * counts as no support, so Main falls back to the 'Login with a Passkey' button.
 */
export function usePasskeyAutofillSupport(products: readonly Product[]): boolean | undefined {
  const { client } = useWidget();
  const wanted = configuredEntries(products).some((entry) => entry.main?.kind === 'passkey');
  const { data, error } = useCachedFetch(
    wanted ? `foyer:passkeyAutofill:${client.publicToken}` : null,
    () => client.webauthn.browserSupportsAutofill(),
    { ...fetchOptions(), shouldRetryOnError: () => false, revalidateOnFocus: false },
  );
  if (!wanted) return undefined;
  return error ? false : data;
}
