import type { MfaPendingResponseBody } from '@foyer/protocol';
import { SDK_PATHS } from '@foyer/protocol/paths';
import type { CallOptions } from '@foyer/protocol/transport';
import type { ClientContext } from './context.ts';
import { FoyerApiError } from './errors.ts';
import type { PendingMfa } from './types.ts';

/**
 * The sign-in waiting for its second factor, read from the server when this page does not know it
 * (after a reload only the intermediate token survives, in its cookie). Null when nothing waits.
 * A token the server no longer knows (expired, finished) is forgotten, and the refusal rethrown so
 * the page can say the sign-in must start again.
 */
export async function resumePendingMfa(context: ClientContext, call: CallOptions = {}): Promise<PendingMfa | null> {
  const { session_token, intermediate_session_token } = context.store.get();
  if (session_token || !intermediate_session_token) return null;
  if (context.pendingMfa) return context.pendingMfa;
  try {
    const { user, mfa_required } = await context.http.request<MfaPendingResponseBody>('POST', SDK_PATHS.mfaPending, {
      ...call,
      body: { intermediate_session_token },
    });
    // Another tab may have finished or dropped the sign-in meanwhile: keep what is still current.
    if (context.store.get().intermediate_session_token !== intermediate_session_token) return null;
    context.pendingMfa = { user, mfa_required };
    return context.pendingMfa;
  } catch (error) {
    const gone = error instanceof FoyerApiError && error.error_type === 'intermediate_session_not_found';
    if (gone && context.store.get().intermediate_session_token === intermediate_session_token) context.store.clear();
    throw error;
  }
}
