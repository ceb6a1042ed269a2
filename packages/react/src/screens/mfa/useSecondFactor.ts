import { useCallback } from 'react';
import { type ErrorMessages, errorTypeOf } from '../../core/describeError.ts';
import { useFlow } from '../../core/FlowContext.tsx';
import { useReportError } from '../../core/useReportError.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

const EXPIRED: ErrorMessages = { otherwise: 'mfa.expired' };

/**
 * What every second factor shares: `finish` runs its call (which carries the intermediate token)
 * and goes to the confirmation; a failure is reported (the form, a toast, `onError`), except an
 * expired or spent sign-in, which goes back to Main saying to sign in again (the SDK has forgotten
 * its token by then). `startOver` drops the waiting sign-in and goes back to Main.
 */
export function useSecondFactor(showInForm: (message: string) => void) {
  const { client, config } = useWidget();
  const { state, dispatch } = useFlow();
  const report = useReportError(showInForm);
  const backToMain = useCallback(
    (errorMessage: string) => dispatch({ type: 'navigate', screen: 'main', errorMessage }),
    [dispatch],
  );
  const reportExpired = useReportError(backToMain, EXPIRED);
  const sessionDuration = { session_duration_minutes: config.sessionOptions.sessionDurationMinutes };

  const fail = useCallback(
    (error: unknown) => {
      if (errorTypeOf(error) === 'intermediate_session_not_found') reportExpired(error);
      else report(error);
    },
    [report, reportExpired],
  );

  const done = useCallback(() => dispatch({ type: 'mfaShown', screen: 'mfaConfirmation' }), [dispatch]);

  /** Runs a second factor's call; resolves true when it finished the sign-in (`done` when something else did). */
  const finish = useCallback(
    async (call: () => Promise<unknown>): Promise<boolean> => {
      try {
        await call();
        done();
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    },
    [done, fail],
  );

  const startOver = useCallback(() => {
    // Signed in already (an enrolment's first code finished the sign-in): that is where Back leads.
    if (client.getState().session_token) {
      done();
      return;
    }
    // Revoking with only an intermediate token clears it here (the server knows no session): a
    // token left behind would ride along with the next sign-in and be refused with it.
    client.session.revoke().catch(() => {});
    dispatch({ type: 'navigate', screen: 'main' });
  }, [client, dispatch, done]);

  const { mfa } = state.formState;
  return { pending: mfa.pending, mfa, sessionDuration, finish, fail, done, startOver };
}
