import type { UserData } from '@foyer/protocol';
import { useState } from 'react';
import { errorTypeOf } from '../../../../core/describeError.ts';
import type { Mutate } from '../../../../core/useCachedFetch.ts';
import { useReportError } from '../../../../core/useReportError.ts';
import { useStrings } from '../../../../core/useStrings.ts';
import { useWidget } from '../../../../core/WidgetContext.tsx';
import { Button } from '../../../../ui/Button.tsx';
import { ErrorMessage, StatusMessage } from '../../../../ui/StatusMessage.tsx';
import { CodeForm } from '../CodeForm.tsx';
import { RecoveryCodes } from '../RecoveryCodes.tsx';
import { StepScreen } from '../StepScreen.tsx';
import { MFA_STYLES } from '../styles.ts';
import { TotpEnrolment } from '../TotpEnrolment.tsx';
import { MFA_SETTINGS_EVENTS } from './events.ts';
import { confirmedTotpOf, FactorList } from './FactorList.tsx';
import { hasFreshSecondFactor } from './freshSecondFactor.ts';
import { useRecoveryCodesLeft } from './useRecoveryCodesLeft.ts';

type Action = 'remove' | 'regenerate';

type View =
  | { name: 'overview'; notice?: string; focus?: boolean }
  | { name: 'enrol' }
  | { name: 'stepUp'; action: Action }
  | { name: 'newCodes'; codes: string[] };

/**
 * The MFA settings widget's screens for a signed-in user: which second factors they have, set up
 * the authenticator app (the enrolment), and, after a fresh code from that app (unless the session
 * proved one minutes ago), remove it or get new recovery codes (shown once, as at enrolment). Each
 * change tells the host's `onEvent`.
 */
export function MfaSettings({ user, mutate }: { user: UserData; mutate: Mutate<UserData> }) {
  const t = useStrings();
  const { client, config, callbacks } = useWidget();
  const [view, setView] = useState<View>({ name: 'overview' });
  // Bumped after each change, so the recovery codes are counted again.
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const report = useReportError(setFailure);
  const totpId = confirmedTotpOf(user);
  const codesLeft = useRecoveryCodesLeft(totpId !== null, version);
  const tell = (type: string) => callbacks.onEvent?.({ type, data: {} });
  const backTo = (notice?: string) => {
    setVersion((n) => n + 1);
    setView({ name: 'overview', focus: true, ...(notice ? { notice } : {}) });
  };

  const perform = async (action: Action) => {
    if (action === 'regenerate') {
      const { recovery_codes } = await client.totps.rotateRecoveryCodes();
      setView({ name: 'newCodes', codes: recovery_codes });
      return;
    }
    if (!totpId) return;
    const { user: updated } = await client.user.deleteTotp(totpId);
    await mutate(updated);
    tell(MFA_SETTINGS_EVENTS.removed);
    backTo(t('mfaSettings.removed'));
  };
  // A fresh code first: it joins the session as a second factor, which the server asks for.
  const stepUp = async (action: Action, code: string) => {
    await client.totps.authenticate(code, { session_duration_minutes: config.sessionOptions.sessionDurationMinutes });
    await perform(action);
  };
  // With a code proven minutes ago the change goes ahead; else (or if the server disagrees) ask for one.
  const start = async (action: Action) => {
    setFailure(null);
    if (!hasFreshSecondFactor(client.session.getSync())) {
      setView({ name: 'stepUp', action });
      return;
    }
    setBusy(true);
    try {
      await perform(action);
    } catch (error) {
      if (errorTypeOf(error) === 'mfa_required') setView({ name: 'stepUp', action });
      else report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-state={view.name} className="foyer-mfa-settings">
      <style>{MFA_STYLES}</style>
      {view.name === 'overview' ? (
        <StepScreen title={t('mfaSettings.header')} step="overview" focus={view.focus ?? false}>
          <FactorList user={user} codesLeft={codesLeft} />
          {view.notice ? <StatusMessage text={view.notice} /> : null}
          {failure ? <ErrorMessage text={failure} /> : null}
          {totpId ? (
            <>
              <Button variant="secondary" disabled={busy} onClick={() => void start('regenerate')}>
                {t('mfaSettings.regenerate')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => void start('remove')}>
                {t('mfaSettings.remove')}
              </Button>
            </>
          ) : (
            <Button onClick={() => setView({ name: 'enrol' })}>{t('mfaSettings.enable')}</Button>
          )}
        </StepScreen>
      ) : null}
      {view.name === 'enrol' ? (
        <>
          <TotpEnrolment
            onDone={async (result) => {
              await mutate(result.user);
              tell(MFA_SETTINGS_EVENTS.enabled);
              backTo(t('mfaSettings.enabled'));
            }}
          />
          <Button variant="text" onClick={() => backTo()}>
            {t('mfaSettings.cancel')}
          </Button>
        </>
      ) : null}
      {view.name === 'stepUp' ? (
        <StepScreen title={t('mfaSettings.stepUpHeader')} step={`step-up-${view.action}`}>
          <p className="foyer-text">
            {t(view.action === 'remove' ? 'mfaSettings.stepUpRemove' : 'mfaSettings.stepUpRegenerate')}
          </p>
          <CodeForm onCode={(code) => stepUp(view.action, code)} />
          <Button variant="text" onClick={() => backTo()}>
            {t('mfaSettings.cancel')}
          </Button>
        </StepScreen>
      ) : null}
      {view.name === 'newCodes' ? (
        <RecoveryCodes
          codes={view.codes}
          title={t('mfaSettings.newCodesHeader')}
          onContinue={() => {
            tell(MFA_SETTINGS_EVENTS.codesRotated);
            backTo();
          }}
        />
      ) : null}
    </div>
  );
}
