import { useCallback, useEffect, useRef, useState } from 'react';
import { useReportError } from '../core/useReportError.ts';
import { useStrings } from '../core/useStrings.ts';
import { useWidget } from '../core/WidgetContext.tsx';
import type { ResetToken } from './resetToken.ts';

export type LoginLinkState =
  | { status: 'notALoginLink' }
  | { status: 'authenticating' }
  | { status: 'success' }
  | { status: 'error'; message: string };

/**
 * When the reset widget's URL carries a login link (token type `login`), authenticates it as a
 * magic link once (docs/behaviour.md#login-flow); other token types are left to the reset form.
 */
export function useLoginLinkFromUrl({ tokenType, token }: ResetToken): LoginLinkState {
  const { client, config } = useWidget();
  const t = useStrings();
  const isLoginLink = tokenType === 'login';
  const [state, setState] = useState<LoginLinkState>(
    isLoginLink ? { status: 'authenticating' } : { status: 'notALoginLink' },
  );
  const showInForm = useCallback((message: string) => setState({ status: 'error', message }), []);
  const reportError = useReportError(showInForm);
  // A link token works once: a second call (React's strict-mode replay, a re-render) must not
  // spend it or report its failure.
  const started = useRef(false);

  useEffect(() => {
    if (!isLoginLink || started.current) return;
    started.current = true;
    if (!token) {
      reportError(new Error(t('resetPassword.missingToken')));
      return;
    }
    const { sessionDurationMinutes } = config.sessionOptions;
    client.magicLinks
      .authenticate(token, { session_duration_minutes: sessionDurationMinutes })
      .then(() => setState({ status: 'success' }), reportError);
  }, [isLoginLink, token, client, config, reportError, t]);

  return state;
}
