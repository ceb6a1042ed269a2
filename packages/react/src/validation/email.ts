import { type FormEvent, useState } from 'react';

// Something@something.tld without spaces: strict enough to catch typos, loose enough never to
// refuse a real address (the server has the final word).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether a typed email matches the email pattern (docs/behaviour.md#validation). Surrounding spaces are ignored. */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/**
 * An email field and its submit, as every email form on Main has them: trims what was typed, shows
 * the form's own 'invalid' message (docs/behaviour.md#validation words it per form) or hands the address on.
 */
export function useEmailField(options: {
  initial: string;
  invalidMessage: string;
  onValid: (email: string) => void | Promise<void>;
}) {
  const [email, setEmail] = useState(options.initial);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setFieldError(options.invalidMessage);
      return;
    }
    setFieldError(null);
    void options.onValid(address);
  };
  return { email, setEmail, fieldError, submit };
}
