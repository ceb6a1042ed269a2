import { useStrings } from '../core/useStrings.ts';

/** The host's logo, at most 50px high and 100px wide (docs/behaviour.md#screens, via the stylesheet). */
export function Logo({ src }: { src: string }) {
  const t = useStrings();
  return <img className="foyer-logo" src={src} alt={t('main.logoAlt')} />;
}
