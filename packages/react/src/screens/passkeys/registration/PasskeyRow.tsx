import type { WebauthnRegistrationData } from '@foyer/protocol';
import { type FormEvent, useId, useState } from 'react';
import { useStrings } from '../../../core/useStrings.ts';
import { Button } from '../../../ui/Button.tsx';

/** What a row is doing: shown, being renamed, or waiting for a delete to be confirmed. */
export type RowMode = 'view' | 'edit' | 'delete';

export interface PasskeyRowProps {
  registration: WebauthnRegistrationData;
  mode: RowMode;
  /** Another row is being edited or deleted: this row's actions are hidden (docs/behaviour.md#screens). */
  locked: boolean;
  onModeChange: (mode: RowMode) => void;
  onRename: (name: string) => void;
  onDelete: () => void;
}

/**
 * One passkey of 'Existing Passkeys': its name with Edit and Delete; Edit turns the name into a
 * field with Save; Delete asks for confirmation with the spec's warning. Test ids carry the
 * registration id (passkey-edit-…, passkey-delete-…, passkey-save-…).
 */
export function PasskeyRow({ registration, mode, locked, onModeChange, onRename, onDelete }: PasskeyRowProps) {
  const t = useStrings();
  const id = registration.webauthn_registration_id;
  const [name, setName] = useState(registration.name);
  const fieldId = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    onModeChange('view');
    if (trimmed && trimmed !== registration.name) onRename(trimmed);
    else setName(registration.name);
  };

  if (mode === 'edit') {
    return (
      <li className="foyer-passkey" data-state="edit">
        <form className="foyer-passkey-edit" onSubmit={save}>
          {/* A plain field rather than ui/TextField: sharing that module with the email form's chunk
              would split it into a chunk of its own on every login page. */}
          <label className="foyer-label" htmlFor={fieldId}>
            {t('passkeyRegistration.nameLabel')}
          </label>
          <input
            id={fieldId}
            className="foyer-input"
            value={name}
            maxLength={64}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" data-testid={`passkey-save-${id}`}>
            {t('passkeyRegistration.save')}
          </Button>
        </form>
      </li>
    );
  }

  return (
    <li className="foyer-passkey" data-state={mode}>
      <span className="foyer-passkey-name">{registration.name}</span>
      {mode === 'delete' ? (
        <div className="foyer-passkey-confirm">
          <p className="foyer-text" role="alert">
            {t('passkeyRegistration.deleteWarning')}
          </p>
          <div className="foyer-passkey-actions">
            <Button variant="secondary" onClick={() => onModeChange('view')}>
              {t('passkeyRegistration.cancel')}
            </Button>
            <Button
              onClick={() => {
                onModeChange('view');
                onDelete();
              }}
            >
              {t('passkeyRegistration.confirmDelete')}
            </Button>
          </div>
        </div>
      ) : locked ? null : (
        <div className="foyer-passkey-actions">
          <Button
            variant="text"
            data-testid={`passkey-edit-${id}`}
            aria-label={t('passkeyRegistration.editLabel', { name: registration.name })}
            onClick={() => {
              setName(registration.name);
              onModeChange('edit');
            }}
          >
            {t('passkeyRegistration.edit')}
          </Button>
          <Button
            variant="text"
            data-testid={`passkey-delete-${id}`}
            aria-label={t('passkeyRegistration.deleteLabel', { name: registration.name })}
            onClick={() => onModeChange('delete')}
          >
            {t('passkeyRegistration.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
