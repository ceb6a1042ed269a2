/** A whole-number setting with its bounds; described by the form's error when the server refused the save. */
export function NumberField(props: {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
  field?: { errorId: string; invalid: boolean };
}) {
  const invalid = props.field?.invalid ? { 'aria-invalid': true, 'aria-describedby': props.field.errorId } : {};
  return (
    <label className="field">
      {props.label}
      <input
        type="number"
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(event) => props.onChange(Number(event.target.value))}
        {...invalid}
      />
    </label>
  );
}
