import type { ReactNode } from 'react';

/**
 * A button for a change the operator's role may not make: disabled, and described by the sentence
 * saying why (the screen shows it once, with id `reasonId`). The API refuses the change anyway.
 */
export function ActionButton(props: {
  children: ReactNode;
  onClick: () => void;
  denied: string | null;
  reasonId: string;
  danger?: boolean;
  busy?: boolean;
}) {
  return (
    <button
      type="button"
      className={props.danger ? 'danger' : undefined}
      onClick={props.onClick}
      disabled={props.denied !== null || props.busy}
      aria-describedby={props.denied ? props.reasonId : undefined}
    >
      {props.children}
    </button>
  );
}
