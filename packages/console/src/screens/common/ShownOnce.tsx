import { t } from '../../strings.ts';

/** A secret, token or link the server answers this once: shown with the warning, selectable, in a live region. */
export function ShownOnce(props: { label: string; value: string }) {
  return (
    <div className="card" role="status">
      <p>
        <strong>{props.label}</strong> {t('shownOnce.warning')}
      </p>
      <code className="once">{props.value}</code>
    </div>
  );
}
