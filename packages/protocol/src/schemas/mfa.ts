import { z } from 'zod';
import { envelope, MfaRequired, User } from './common.ts';

/**
 * A sign-in waiting for its second factor, read again by its intermediate token (after a reload the
 * browser keeps only that token, in the intermediate cookie). Reading it does not spend it.
 */
export const MfaPendingRequest = z
  .object({ intermediate_session_token: z.string().min(1).max(256) })
  .meta({ id: 'MfaPendingRequest' });

/** Who is signing in and which second factors may finish it: the `mfa_required` of the first factor's answer, as it is now. */
export const MfaPendingResponse = z
  .object({ ...envelope, user_id: z.string(), user: User, mfa_required: MfaRequired })
  .meta({ id: 'MfaPendingResponse' });
