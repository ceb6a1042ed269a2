import { useStrings } from '../../../core/useStrings.ts';
import { Button } from '../../../ui/Button.tsx';
import { useCopy } from './useCopy.ts';

/** The base32 secret in groups of four, as authenticator apps and people read it: `JBSW Y3DP …`. */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * The setup key for someone who cannot scan the QR code: shown grouped for reading, copied whole
 * (apps accept it either way). The copy's outcome is announced.
 */
export function SecretKey({ secret }: { secret: string }) {
  const t = useStrings();
  const [copied, copy] = useCopy();
  return (
    <div className="foyer-field">
      <p className="foyer-text">{t('mfaEnrolment.cantScan')}</p>
      <div className="foyer-secret">
        {/* A read-only field: its name is announced, and the key can be selected by hand. */}
        <input
          className="foyer-input foyer-secret-key"
          readOnly
          value={groupSecret(secret)}
          aria-label={t('mfaEnrolment.secretLabel')}
          spellCheck={false}
        />
        <Button variant="secondary" onClick={() => void copy(secret)}>
          {t('mfaEnrolment.copyKey')}
        </Button>
      </div>
      <CopyStatus state={copied} />
    </div>
  );
}

/** The live region that says whether a copy worked. */
export function CopyStatus({ state }: { state: ReturnType<typeof useCopy>[0] }) {
  const t = useStrings();
  return (
    <p className={state === 'failed' ? 'foyer-error' : 'foyer-status'} role="status">
      {state === 'copied' ? t('mfaEnrolment.copied') : state === 'failed' ? t('mfaEnrolment.copyFailed') : ''}
    </p>
  );
}
