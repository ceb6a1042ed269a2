/**
 * A form's error, announced as it appears (role="alert"); nothing when there is no message. Give
 * `id` to tie it to its input with `aria-describedby={id}`; leave it out for a form-wide error.
 */
export function FieldError({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="foyer-field-error" role="alert">
      {message}
    </p>
  );
}
