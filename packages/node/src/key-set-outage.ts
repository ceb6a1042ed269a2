import { CLIENT_ERROR_CATALOGUE } from '@foyer/protocol/errors';
import { errors } from 'jose';
import { FoyerApiError } from './errors.ts';

/**
 * The error for a JWT check that failed on fetching the key set (jose's JWKSTimeout, or a fault
 * that is not jose's verdict on the token): an outage, not a bad token, so middleware must not
 * sign anyone out over it.
 */
export function keySetOutage(error: unknown): FoyerApiError {
  const type = error instanceof errors.JWKSTimeout ? 'request_timeout' : 'network_error';
  return new FoyerApiError(
    { error_type: type, error_message: CLIENT_ERROR_CATALOGUE[type].message, status_code: 0 },
    { cause: error },
  );
}
