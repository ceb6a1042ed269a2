import { type ClipboardEvent, type KeyboardEvent, type MouseEvent, type Ref, useId, useState } from 'react';
import { PASSCODE_STYLES } from '../theme/passcodeStyles.ts';
import { FieldError } from './FieldError.tsx';

export interface PasscodeInputProps {
  /** The accessible name of the field. */
  label: string;
  value: string;
  /** Called with digits only, at most `length` of them. */
  onChange: (digits: string) => void;
  length?: number;
  disabled?: boolean;
  /** Shown under the boxes and announced; marks the field invalid. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The six passcode boxes, drawn over one real input: one field keeps autofill
 * (`autocomplete="one-time-code"`), WebOTP, paste and screen readers simple, while the boxes show
 * the digits. Only digits get in; pasting a code (spaces or dashes are fine) fills every box; the
 * caret, moved by arrows, backspace or a click on a box, decides which box is highlighted.
 */
export function PasscodeInput({ label, value, onChange, length = 6, disabled, error, inputRef }: PasscodeInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [caret, setCaret] = useState<number | null>(null);
  const digits = (raw: string) => raw.replace(/\D/g, '').slice(0, length);

  const trackCaret = (input: HTMLInputElement) => setCaret(Math.min(input.selectionStart ?? value.length, length - 1));
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digits(event.clipboardData.getData('text'));
    if (pasted) onChange(pasted);
  };
  // A click lands on the box under the pointer, not wherever the transparent text would put it.
  const onClick = (event: MouseEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (!input.offsetWidth) return; // not laid out (no layout engine): keep the browser's caret
    const box = Math.floor(((event.clientX - input.getBoundingClientRect().left) / input.offsetWidth) * length);
    const position = Math.max(0, Math.min(box, value.length));
    input.setSelectionRange(position, Math.min(position + 1, value.length));
    setCaret(Math.min(position, length - 1));
  };
  const onKeyUp = (event: KeyboardEvent<HTMLInputElement>) => trackCaret(event.currentTarget);

  return (
    <div className="foyer-field">
      <style>{PASSCODE_STYLES}</style>
      <label className="foyer-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <div className="foyer-passcode" data-disabled={disabled || undefined}>
        <div className="foyer-passcode-boxes" aria-hidden="true">
          {Array.from({ length }, (_, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number and order
              key={index}
              className="foyer-passcode-box"
              data-active={caret === index || undefined}
              data-invalid={error ? true : undefined}
            >
              {value[index] ?? ''}
            </span>
          ))}
        </div>
        <input
          id={id}
          ref={inputRef}
          className="foyer-passcode-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={length}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            onChange(digits(event.target.value));
            trackCaret(event.target);
          }}
          onPaste={onPaste}
          onClick={onClick}
          onKeyUp={onKeyUp}
          onFocus={(event) => trackCaret(event.currentTarget)}
          onBlur={() => setCaret(null)}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
