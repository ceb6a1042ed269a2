import { sealedColumn } from '../../security/sealed-at-rest.ts';
import { sealContext } from './enrol.ts';
import { recoveryCodeSealContext } from './recovery-codes.ts';

/** Authenticator apps' secrets, sealed again under a new FOYER_SECRETS_KEY at start (features/secrets-at-rest/). */
export const TOTP_SECRETS_AT_REST = sealedColumn(
  'authenticator app secret(s)',
  { table: 'totps', key: 'totp_id', column: 'secret' },
  sealContext,
);

/** Recovery codes as sealed for listing (their hashes, which sign in, need no key). */
export const RECOVERY_CODES_AT_REST = sealedColumn(
  'recovery code(s)',
  { table: 'totp_recovery_codes', key: 'recovery_code_id', column: 'code_sealed' },
  recoveryCodeSealContext,
);
