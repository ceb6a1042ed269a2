import { useEffect } from 'react';

/**
 * Where the browser has the WebOTP API, asks it for the code of an incoming SMS (one that ends in
 * `@host #123456`, as the server writes it) and hands the code over, so it fills in by itself.
 * The request is aborted when the screen goes away; a refusal or an unsupported browser leaves
 * typing and autofill (`autocomplete="one-time-code"`) as they are.
 */
export function useWebOtp(enabled: boolean, onCode: (code: string) => void): void {
  useEffect(() => {
    if (!enabled || typeof window === 'undefined' || !('OTPCredential' in window)) return;
    const credentials = navigator.credentials;
    if (!credentials?.get) return;
    const controller = new AbortController();
    const request = { otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions;
    credentials.get(request).then(
      (credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && !controller.signal.aborted) onCode(code);
      },
      () => {}, // aborted, timed out or declined: the user types the code instead
    );
    return () => controller.abort();
  }, [enabled, onCode]);
}
