import type { AppDeps } from '../../deps.ts';
import { sealedColumn } from '../../security/sealed-at-rest.ts';
import { isSealed } from '../../security/secret-box.ts';

/**
 * The PKCE verifier of a sign-in waits in oauth_states from the start until the callback redeems the
 * provider's code with it (at most OAUTH_STATE_LIFETIME_MINUTES). Whoever read it from the database
 * and caught the code (a leaked redirect, a log) could redeem the code, so it is sealed with
 * FOYER_SECRETS_KEY like every secret at rest, bound to the state's hash: a sealed value copied into
 * another row does not open. A row written in the clear by an older server opens as it is.
 */
const sealContext = (stateHash: string) => `oauth_states.code_verifier:${stateHash}`;

/** Sealed again under a new FOYER_SECRETS_KEY at start too: a sign-in begun just before a rotation still ends. */
export const CODE_VERIFIERS_AT_REST = sealedColumn(
  'OAuth sign-in verifier(s)',
  { table: 'oauth_states', key: 'state_hash', column: 'code_verifier' },
  sealContext,
);

export function sealCodeVerifier(deps: Pick<AppDeps, 'secrets'>, stateHash: string, verifier: string): string {
  return deps.secrets.seal(verifier, sealContext(stateHash));
}

export function openCodeVerifier(deps: Pick<AppDeps, 'secrets'>, stateHash: string, stored: string): string {
  return isSealed(stored) ? deps.secrets.open(stored, sealContext(stateHash)) : stored;
}
