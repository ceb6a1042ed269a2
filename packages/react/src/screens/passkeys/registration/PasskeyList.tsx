import { useId } from 'react';
import { useStrings } from '../../../core/useStrings.ts';
import { PasskeyRow, type RowMode } from './PasskeyRow.tsx';
import type { usePasskeyList } from './usePasskeyList.ts';

export interface PasskeyListProps {
  list: ReturnType<typeof usePasskeyList>;
  /** The row being edited or deleted, if any; the parent disables its own buttons meanwhile. */
  active: { id: string; mode: Exclude<RowMode, 'view'> } | null;
  onActiveChange: (active: PasskeyListProps['active']) => void;
}

/** 'Existing Passkeys' (docs/behaviour.md#screens): one row per passkey, one row edited or deleted at a time. */
export function PasskeyList({ list, active, onActiveChange }: PasskeyListProps) {
  const t = useStrings();
  const headingId = useId();
  return (
    <section className="foyer-passkeys" aria-labelledby={headingId}>
      <h3 id={headingId} className="foyer-subheading">
        {t('passkeyRegistration.existing')}
      </h3>
      {list.registrations.length === 0 ? (
        <p className="foyer-status">{t('passkeyRegistration.empty')}</p>
      ) : (
        <ul className="foyer-passkey-list">
          {list.registrations.map((registration) => {
            const id = registration.webauthn_registration_id;
            const mode = active?.id === id ? active.mode : 'view';
            return (
              <PasskeyRow
                key={id}
                registration={registration}
                mode={mode}
                locked={active !== null && active.id !== id}
                onModeChange={(next) => onActiveChange(next === 'view' ? null : { id, mode: next })}
                onRename={(name) => list.rename(id, name)}
                onDelete={() => list.remove(id)}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
