import { type ComponentProps, useId } from 'react';
import { FieldError } from './FieldError.tsx';

// ComponentProps (not InputHTMLAttributes) so a form can pass `ref` through to the input.
export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | null;
}

/** A labelled input with its validation message tied to it by `aria-describedby`. */
export function TextField({ label, error, ...props }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="foyer-field">
      <label className="foyer-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="foyer-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
