/** Why an action is disabled for this role, beside it (aria-describedby points here). */
export function Denied(props: { id: string; reason: string | null }) {
  if (!props.reason) return null;
  return (
    <p id={props.id} className="why">
      {props.reason}
    </p>
  );
}
