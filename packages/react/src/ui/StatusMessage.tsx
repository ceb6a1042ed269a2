/** A polite live message for waits such as loading a screen or checking a token. */
export function StatusMessage({ text }: { text: string }) {
  return (
    <p className="foyer-status" role="status">
      {text}
    </p>
  );
}

/** A blocking error that replaces a form, such as a config error (docs/behaviour.md#validation). */
export function ErrorMessage({ text }: { text: string }) {
  return (
    <p className="foyer-error" role="alert">
      {text}
    </p>
  );
}
