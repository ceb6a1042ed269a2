/**
 * An indeterminate progress bar (no value: the wait has no known length), named by `label` so
 * screen readers say what is in progress.
 */
export function ProgressBar({ label }: { label: string }) {
  return (
    <div className="foyer-progress" role="progressbar" aria-label={label}>
      <div className="foyer-progress-bar" />
    </div>
  );
}
