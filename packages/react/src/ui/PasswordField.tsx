import { type ComponentProps, useId, useState } from 'react';
import { useStrings } from '../core/useStrings.ts';
import { FieldError } from './FieldError.tsx';

/** An input's props (less `id` and `type`, which the field owns) plus its label and messages. */
export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  label: string;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | null;
  /** Ids of more text describing the field, such as its strength meter. */
  describedBy?: string;
}

/**
 * A labelled password input with a button that shows or hides what was typed (spec §2). The button
 * names the action it will take ('Show password' / 'Hide password') and the field exposes
 * `data-state="visible|hidden"`.
 */
export function PasswordField({ label, error, describedBy, ...props }: PasswordFieldProps) {
  const t = useStrings();
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  const describedByIds = [describedBy, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="foyer-field" data-state={visible ? 'visible' : 'hidden'}>
      <label className="foyer-label" htmlFor={id}>
        {label}
      </label>
      <div className="foyer-password">
        <input
          id={id}
          className="foyer-input"
          // Visible text is a plain field; password managers still see the autocomplete token.
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds || undefined}
          {...props}
        />
        <button
          type="button"
          className="foyer-password-toggle"
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('passwords.hide') : t('passwords.show')}
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
