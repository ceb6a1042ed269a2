import { useStrings } from '../core/useStrings.ts';

/** The back arrow most screens carry (docs/behaviour.md#screens); its accessible name comes from the strings. */
export function BackButton({ onClick }: { onClick: () => void }) {
  const t = useStrings();
  return (
    <button type="button" className="foyer-back" aria-label={t('common.back')} onClick={onClick}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
        <path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20v-2z" />
      </svg>
    </button>
  );
}
