/** What the MFA settings widget tells the host's `onEvent`, each once its change is made. */
export const MFA_SETTINGS_EVENTS = {
  /** The authenticator app was confirmed and the user saved their recovery codes. */
  enabled: 'MFA_TOTP_ENABLED',
  /** The authenticator app and its recovery codes were removed. */
  removed: 'MFA_TOTP_REMOVED',
  /** New recovery codes were made (the old ones void) and the user saved them. */
  codesRotated: 'MFA_RECOVERY_CODES_ROTATED',
} as const;
