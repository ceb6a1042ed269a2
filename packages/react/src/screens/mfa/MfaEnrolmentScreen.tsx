import { lazy, Suspense } from 'react';
import { useNavigated } from '../../core/FlowContext.tsx';
import { useStrings } from '../../core/useStrings.ts';
import { addDefaultStrings } from '../../strings/index.ts';
import { Screen } from '../../ui/Screen.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { useSecondFactor } from './useSecondFactor.ts';

// The enrolment steps are their own chunk (the settings widget loads them too), with their strings.
const TotpEnrolment = lazy(() =>
  import('./enrolment/index.ts').then(async (module) => {
    await addDefaultStrings(module.strings);
    return { default: module.TotpEnrolment };
  }),
);

/**
 * First-time MFA (docs/behaviour.md#mfa-screens): a user of a project that requires a second factor
 * who has none sets up an authenticator app with the intermediate token (QR code, setup key, a
 * first code, the recovery codes), and that first code finishes the sign-in.
 */
export function MfaEnrolmentScreen() {
  const t = useStrings();
  const navigated = useNavigated();
  const factor = useSecondFactor(() => {});
  return (
    <Screen onBack={factor.startOver}>
      <Suspense fallback={<StatusMessage text={t('common.loading')} />}>
        <TotpEnrolment focus={navigated} onDone={factor.done} />
      </Suspense>
    </Screen>
  );
}
