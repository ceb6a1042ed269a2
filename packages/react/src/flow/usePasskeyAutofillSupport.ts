import useSWR from 'swr';
import type { Product } from '../config/types.ts';
import { swrOptions } from '../core/swrOptions.ts';
import { useWidget } from '../core/WidgetContext.tsx';

/**
 * Whether the browser offers passkey autofill, asked only when passkeys are configured (so other
 * pages never load the WebAuthn code). Undefined while the answer is pending; a failed check
 * counts as no support, so Main falls back to the 'Login with a Passkey' button.
 */
export function usePasskeyAutofillSupport(products: readonly Product[]): boolean | undefined {
  const { client } = useWidget();
  const wanted = products.includes('passkeys');
  const { data, error } = useSWR(
    wanted ? ['foyer:passkeyAutofill', client.publicToken] : null,
    () => client.webauthn.browserSupportsAutofill(),
    { ...swrOptions(), shouldRetryOnError: false, revalidateOnFocus: false },
  );
  if (!wanted) return undefined;
  return error ? false : data;
}
