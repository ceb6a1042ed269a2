import { type ComponentProps, useId, useState } from 'react';
import { useStrings } from '../core/useStrings.ts';
import { PASSWORD_STYLES } from '../theme/passwordStyles.ts';
import { EyeIcon } from './EyeIcon.tsx';
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
 * A labelled password input with an eye button inside it that shows or hides what was typed
 * (docs/behaviour.md#screens), so the field is as wide as the email field. The button is a toggle: its name stays
 * 'Show password' and `aria-pressed` says whether the password is shown (a toggle whose name
 * changed as well would announce a contradiction). The field exposes `data-state="visible|hidden"`.
 */
export function PasswordField({ label, error, describedBy, ...props }: PasswordFieldProps) {
  const t = useStrings();
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  const describedByIds = [describedBy, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="foyer-field" data-state={visible ? 'visible' : 'hidden'}>
      <style>{PASSWORD_STYLES}</style>
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
          aria-label={t('passwords.show')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon struck={visible} />
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
