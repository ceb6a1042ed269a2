import { PROVIDER_MARKS } from './providerMarks.ts';
import { providerKey } from './providers.ts';

/**
 * The provider's mark beside 'Continue with {provider}', in brand colours where the brand has them. Decorative: the button text names the
 * provider, so the mark is hidden from assistive technology. A custom provider (generic OIDC)
 * shows a plain ring.
 */
export function ProviderMark({ type }: { type: string }) {
  const mark = PROVIDER_MARKS[providerKey(type)];
  return (
    <svg
      className="foyer-provider-mark"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {typeof mark === 'string' ? (
        <path d={mark} fill="currentColor" />
      ) : mark ? (
        mark.map(([colour, d]) => <path key={d} d={d} fill={colour} />)
      ) : (
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  );
}
