import { useState } from 'react';
import { t } from '../../strings.ts';

/** Deleting a user asks for their email typed out first, as Stytch's and Clerk's dashboards do. */
export function DeleteUser(props: { email: string; denied: string | null; reasonId: string; onDelete: () => void }) {
  const [typed, setTyped] = useState('');
  const disabled = props.denied !== null;
  return (
    <div className="card">
      <h2>{t('user.delete')}</h2>
      <p id="delete-user-help">{t('user.delete.confirm', { email: props.email })}</p>
      <label htmlFor="delete-user-email">{t('user.delete.label')}</label>
      <div className="row">
        <input
          id="delete-user-email"
          value={typed}
          disabled={disabled}
          aria-describedby="delete-user-help"
          onChange={(event) => setTyped(event.target.value)}
        />
        <button
          type="button"
          className="danger"
          disabled={disabled || typed.trim().toLowerCase() !== props.email.toLowerCase()}
          aria-describedby={disabled ? props.reasonId : undefined}
          onClick={props.onDelete}
        >
          {t('user.delete.go')}
        </button>
      </div>
    </div>
  );
}
