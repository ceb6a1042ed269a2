import { createContext, type ReactNode, type RefObject, useContext, useEffect, useMemo, useState } from 'react';

/**
 * Passkey autofill's link between a login form's input and the background passkey request. The
 * request itself lives in the passkeys chunk (screens/passkeys/PasskeyAutofill.tsx); this file
 * stays tiny because every form imports it, and a magic-link-only page must not carry passkey code.
 */
interface PasskeyAutofillValue {
  /** The input the browser offers passkeys on; null until a form registers one. */
  input: HTMLInputElement | null;
  setInput: (input: HTMLInputElement | null) => void;
}

const PasskeyAutofillContext = createContext<PasskeyAutofillValue | null>(null);

/** The `autocomplete` value that makes the browser offer passkeys on a username input. */
export const PASSKEY_AUTOCOMPLETE = 'username webauthn' as const;

/** Turns passkey autofill on for the forms below it while `active`. */
export function PasskeyAutofillProvider({ active, children }: { active: boolean; children: ReactNode }) {
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const value = useMemo(() => (active ? { input, setInput } : null), [active, input]);
  return <PasskeyAutofillContext value={value}>{children}</PasskeyAutofillContext>;
}

/**
 * For a login form's email or phone input: while passkey autofill is on, registers the input (the
 * background request watches its form, and stops when the form is submitted) and answers the
 * `autocomplete` value to give it (`withPasskeys`, which must end in `webauthn`); otherwise
 * answers `fallback`.
 *
 * @example
 * const inputRef = useRef<HTMLInputElement>(null);
 * <input ref={inputRef} autoComplete={usePasskeyAutofill(inputRef, 'email')} />
 * // A phone field keeps its own token, so the browser still offers saved numbers beside passkeys:
 * <input ref={inputRef} autoComplete={usePasskeyAutofill(inputRef, 'tel-national', 'tel-national webauthn')} />
 */
export function usePasskeyAutofill(
  inputRef: RefObject<HTMLInputElement | null>,
  fallback: string,
  withPasskeys: `${string}webauthn` = PASSKEY_AUTOCOMPLETE,
): string {
  const context = useContext(PasskeyAutofillContext);
  const setInput = context?.setInput;
  useEffect(() => {
    if (!setInput) return;
    setInput(inputRef.current);
    return () => setInput(null);
  }, [setInput, inputRef]);
  return context ? withPasskeys : fallback;
}

/** The input a form registered for passkey autofill, for the background request. */
export function useAutofillInput(): HTMLInputElement | null {
  return useContext(PasskeyAutofillContext)?.input ?? null;
}
