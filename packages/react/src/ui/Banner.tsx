import { LinkifiedText } from './LinkifiedText.tsx';

/** The warning banner above the login form while a form error message is set (docs/behaviour.md#screens). */
export function Banner({ message }: { message: string }) {
  return (
    <p className="foyer-banner" role="alert">
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
        <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
      </svg>
      <span>
        <LinkifiedText text={message} />
      </span>
    </p>
  );
}
