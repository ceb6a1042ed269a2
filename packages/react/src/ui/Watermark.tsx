import { useStrings } from '../core/useStrings.ts';

/** 'Powered by Foyer' under the card, shown only when the project's bootstrap asks for it. */
export function Watermark() {
  const t = useStrings();
  return <p className="foyer-watermark">{t('common.poweredBy')}</p>;
}
