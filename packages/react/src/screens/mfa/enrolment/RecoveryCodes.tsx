import { useId, useState } from 'react';
import { useStrings } from '../../../core/useStrings.ts';
import { Button } from '../../../ui/Button.tsx';
import { currentSite, downloadText, recoveryCodesFile } from './recoveryCodesFile.ts';
import { CopyStatus } from './SecretKey.tsx';
import { StepScreen } from './StepScreen.tsx';
import { useCopy } from './useCopy.ts';

/**
 * The recovery codes, shown this once: Copy, Download (a .txt named for the site), and Continue
 * only once the user says they saved them.
 */
export function RecoveryCodes({
  codes,
  title,
  onContinue,
}: {
  codes: readonly string[];
  /** The heading; 'Save your recovery codes' by default. */
  title?: string;
  onContinue: () => void;
}) {
  const t = useStrings();
  const [copied, copy] = useCopy();
  const [saved, setSaved] = useState(false);
  const listId = useId();
  const checkId = useId();
  const site = currentSite();
  const file = recoveryCodesFile(site, t('mfaEnrolment.fileIntro', { site }), codes);
  return (
    <StepScreen title={title ?? t('mfaEnrolment.codesHeader')} step="recovery-codes">
      <p className="foyer-text">{t('mfaEnrolment.codesInstructions')}</p>
      <p id={listId} className="foyer-visually-hidden">
        {t('mfaEnrolment.codesLabel')}
      </p>
      <ul className="foyer-recovery-codes" aria-labelledby={listId}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="foyer-row">
        <Button variant="secondary" onClick={() => void copy(codes.join('\n'))}>
          {t('mfaEnrolment.copyCodes')}
        </Button>
        <Button variant="secondary" onClick={() => downloadText(file.name, file.text)}>
          {t('mfaEnrolment.downloadCodes')}
        </Button>
      </div>
      <CopyStatus state={copied} />
      <div className="foyer-check">
        <input id={checkId} type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
        <label htmlFor={checkId}>{t('mfaEnrolment.savedConfirm')}</label>
      </div>
      <Button disabled={!saved} onClick={onContinue}>
        {t('mfaEnrolment.continue')}
      </Button>
    </StepScreen>
  );
}
