import { useEffect, useState } from 'react';
import { useWidget } from '../../../../core/WidgetContext.tsx';

/**
 * How many recovery codes the user has not used, or null when unknown: no app, still loading, or
 * a session that proved one factor only (the server keeps the codes from it: mfa_required). Asked
 * again whenever `version` changes (after a change the widget made).
 */
export function useRecoveryCodesLeft(appOn: boolean, version: number): number | null {
  const { client } = useWidget();
  const [left, setLeft] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks again after a change
  useEffect(() => {
    setLeft(null);
    if (!appOn) return;
    let current = true;
    client.totps.recoveryCodes().then(
      (answer) => {
        const confirmed = answer.totps.find((totp) => totp.verified);
        if (current) setLeft(confirmed ? confirmed.recovery_codes.length : null);
      },
      // Not shown: the row is left out rather than an error for a figure (docs/behaviour.md#errors).
      () => {},
    );
    return () => {
      current = false;
    };
  }, [client, appOn, version]);
  return left;
}
