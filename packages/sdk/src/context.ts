/** What every namespace of the client shares. */
import type { AuthenticateResponseBody } from '@foyer/protocol';
import type { HttpClient } from './http.ts';
import { stateFromAuthenticateResponse } from './state/session-state.ts';
import type { SessionStore } from './state/session-store.ts';

export interface ClientContext {
  publicToken: string;
  baseUrl: string;
  http: HttpClient;
  store: SessionStore;
}

/** POSTs a sign-in call and stores the session it answers with. */
export async function postAuthenticate<T extends AuthenticateResponseBody>(
  context: ClientContext,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await context.http.request<T>('POST', path, { body });
  context.store.set(stateFromAuthenticateResponse(response));
  return response;
}
