import { useId, useRef } from 'react';
import { t } from '../../strings.ts';
import { ActionButton } from './ActionButton.tsx';

/**
 * A change that cannot be undone (removing a factor): the button opens a modal dialog that says
 * what goes, and only its own button makes the change. The native <dialog> keeps focus inside and
 * closes on Escape; focus returns to the button.
 */
export function ConfirmButton(props: {
  label: string;
  question: string;
  onConfirm: () => void;
  denied: string | null;
  reasonId: string;
  busy?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <ActionButton
        onClick={() => dialog.current?.showModal()}
        denied={props.denied}
        reasonId={props.reasonId}
        busy={props.busy}
        danger
      >
        {props.label}
      </ActionButton>
      <dialog ref={dialog} aria-labelledby={titleId} className="card confirm">
        <form method="dialog">
          <p id={titleId}>{props.question}</p>
          <div className="row">
            {/* Cancel first: the dialog opens with focus on it, so Enter alone removes nothing. */}
            <button type="submit">{t('confirm.cancel')}</button>
            <button type="submit" className="danger" onClick={props.onConfirm}>
              {props.label}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
