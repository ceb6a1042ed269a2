import { useStrings } from '../core/useStrings.ts';

/** The 'or' between the social/crypto group and the login form. */
export function Divider() {
  const t = useStrings();
  return <p className="foyer-divider">{t('main.divider')}</p>;
}
