import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useReportError } from '../../../core/useReportError.ts';
import { useStrings } from '../../../core/useStrings.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import type { StringKey } from '../../../strings/en.ts';
import { ErrorMessage, StatusMessage } from '../../../ui/StatusMessage.tsx';
import { loadGoogleScript } from './googleScript.ts';
import { isShownFailure, type OneTapState, stateFromNotification } from './oneTapState.ts';
import { useEmbeddedHeight } from './useEmbeddedHeight.ts';

/**
 * Google One Tap (docs/behaviour.md#screens, docs/behaviour.md#errors): asks the server for the client id and script URL, loads Google's
 * script, and prompts, either floating (Google's own corner) or embedded in the widget. The six
 * failures the spec names are shown with what to do; every other failure is only logged. The
 * Google button beside it keeps working whatever happens here.
 */
export function OneTap({ position }: { position: 'embedded' | 'floating' }) {
  const t = useStrings();
  const { client, config } = useWidget();
  const containerId = `foyer-one-tap-${useId().replace(/[^\w-]/g, '')}`;
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<OneTapState>({ status: 'pending' });
  const [signingIn, setSigningIn] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const reportError = useReportError(setSubmitError);
  const height = useEmbeddedHeight(containerRef, position === 'embedded');

  const submit = useCallback(
    (credential: string) => {
      setSigningIn(true);
      const options = config.oauthOptions;
      client.oauth
        .googleOneTap(credential, {
          login_redirect_url: options?.loginRedirectURL,
          signup_redirect_url: options?.signupRedirectURL,
        })
        .then(
          (answer) => window.location.assign(answer.redirect_url),
          (error: unknown) => {
            setSigningIn(false);
            reportError(error);
          },
        );
    },
    [client, config, reportError],
  );

  useEffect(() => {
    let current = true;
    const fail = (reason: string, shown: boolean) => {
      if (!current) return;
      setState({ status: 'failed', reason, shown });
      if (!shown) console.warn(`[foyer] Google One Tap failed: ${reason}`);
    };
    let cancel: (() => void) | null = null;
    client.oauth
      .googleOneTapConfig()
      .then(async (answer) => {
        // A failure the server names beyond the four of docs/behaviour.md#errors (a newer server) is only logged.
        if (answer.failure) return fail(answer.failure, isShownFailure(answer.failure));
        if (!answer.client_id) return fail('oauth_config_not_found', true);
        const [google, nonce] = await Promise.all([
          loadGoogleScript(answer.script_url),
          // The ID token must carry this browser's PKCE challenge: a credential from elsewhere is refused.
          client.oauth.googleOneTapNonce(),
        ]);
        if (!current) return;
        google.initialize({
          client_id: answer.client_id,
          nonce,
          callback: (response) => submit(response.credential),
          cancel_on_tap_outside: false,
          itp_support: true,
          ...(position === 'embedded' ? { prompt_parent_id: containerId } : {}),
        });
        cancel = () => google.cancel();
        google.prompt((notification) => {
          const next = stateFromNotification(notification);
          if (!current || !next) return;
          if (next.status === 'failed') fail(next.reason, next.shown);
          else setState(next);
        });
      })
      .catch((error: unknown) => fail(error instanceof Error ? error.message : String(error), false));
    return () => {
      current = false;
      cancel?.();
    };
  }, [client, containerId, position, submit]);

  const failure = state.status === 'failed' && state.shown ? state.reason : null;
  return (
    <div className="foyer-one-tap" data-state={state.status} data-position={position}>
      {position === 'embedded' ? (
        <div id={containerId} ref={containerRef} className="foyer-one-tap-prompt" style={{ height }} />
      ) : null}
      {failure ? (
        <ErrorMessage text={t(`oneTap.failure.${failure}` as StringKey, { origin: window.location.origin })} />
      ) : null}
      {signingIn ? <StatusMessage text={t('oneTap.signingIn')} /> : null}
      {submitError && !signingIn ? <ErrorMessage text={submitError} /> : null}
    </div>
  );
}
