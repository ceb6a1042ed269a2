/** A field's error, announced as it appears and tied to its input by `aria-describedby={id}`. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="foyer-field-error" role="alert">
      {message}
    </p>
  );
}
