/** What every namespace of the client shares. */
import type { AuthenticateResponseBody } from '@foyer/protocol';
import type { CallOptions } from '@foyer/protocol/transport';
import { FoyerApiError } from './errors.ts';
import type { HttpClient } from './http.ts';
import type { PkceFlow, PkceStore } from './state/pkce.ts';
import { stateFromAuthenticateResponse } from './state/session-state.ts';
import type { SessionStore } from './state/session-store.ts';
import type { PendingMfa } from './types.ts';

export interface ClientContext {
  publicToken: string;
  baseUrl: string;
  http: HttpClient;
  store: SessionStore;
  /** This browser's PKCE verifiers for the project (state/pkce.ts). */
  pkce: PkceStore;
  /** The sign-in waiting for its second factor, as its answer said (memory only: see `getPendingMfa`). */
  pendingMfa: PendingMfa | null;
}

/**
 * POSTs a sign-in call and stores the session it answers with. While the browser holds an
 * intermediate token (the project requires MFA), the call carries it, so a second factor finishes
 * that sign-in.
 */
export async function postAuthenticate<T extends AuthenticateResponseBody>(
  context: ClientContext,
  path: string,
  body: unknown,
  call: CallOptions = {},
): Promise<T> {
  const intermediate = context.store.get().intermediate_session_token;
  const sent =
    intermediate && typeof body === 'object' && body !== null && !('intermediate_session_token' in body)
      ? { ...body, intermediate_session_token: intermediate }
      : body;
  let response: T;
  try {
    response = await context.http.request<T>('POST', path, { ...call, body: sent });
  } catch (error) {
    // A spent or expired intermediate token would ride along with every later sign-in and fail
    // each one: forget it, so the next try starts a sign-in afresh.
    if (intermediate && error instanceof FoyerApiError && error.error_type === 'intermediate_session_not_found') {
      if (context.store.get().intermediate_session_token === intermediate) context.store.clear();
    }
    throw error;
  }
  const { user, mfa_required } = response;
  context.pendingMfa = response.intermediate_session_token && mfa_required ? { user, mfa_required } : null;
  context.store.set(stateFromAuthenticateResponse(response));
  return response;
}

/**
 * An authenticate call with the PKCE verifier of the first of `flows` this browser holds one for,
 * trying the next on a PKCE refusal (which leaves the token unused): a reset email's login link
 * goes to magicLinks.authenticate but was sent with the reset's challenge, as in Stytch's SDK.
 * With no verifier at all the token goes alone (a link the host's backend sent). A success
 * forgets the verifier used.
 */
export async function postWithVerifier<T extends AuthenticateResponseBody>(
  context: ClientContext,
  path: string,
  body: Record<string, unknown>,
  flows: PkceFlow[],
  call: CallOptions = {},
): Promise<T> {
  const held = flows.flatMap((flow) => {
    const code_verifier = context.pkce.verifier(flow);
    return code_verifier ? [{ flow, code_verifier }] : [];
  });
  for (const [index, { flow, code_verifier }] of held.entries()) {
    try {
      const response = await postAuthenticate<T>(context, path, { ...body, code_verifier }, call);
      context.pkce.clear(flow);
      return response;
    } catch (error) {
      const pkceRefusal = error instanceof FoyerApiError && error.error_type.startsWith('pkce_');
      if (!pkceRefusal || index === held.length - 1) throw error;
    }
  }
  return postAuthenticate<T>(context, path, body, call);
}
