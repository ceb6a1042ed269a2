import type { FoyerClient } from '@foyer/sdk';
import { useEffect, useState } from 'react';
import { errorMessage } from '../errors.ts';
import { useClient } from '../foyer-client.ts';
import { SignedInPanel } from '../SignedInPanel.tsx';

const SESSION_DURATION_MINUTES = 30;

/**
 * One exchange per token: React's development double-render must not spend a single-use token twice
 * (the second try would be refused as already used).
 */
const exchanges = new Map<string, Promise<unknown>>();

function exchange(client: FoyerClient, type: string, token: string): Promise<unknown> {
  const key = `${type}:${token}`;
  let pending = exchanges.get(key);
  if (!pending) {
    const options = { session_duration_minutes: SESSION_DURATION_MINUTES };
    pending =
      type === 'oauth' ? client.oauth.authenticate(token, options) : client.magicLinks.authenticate(token, options);
    exchanges.set(key, pending);
  }
  return pending;
}

type Status =
  | { state: 'working' }
  | { state: 'done' }
  | { state: 'error'; message: string }
  | { state: 'no-token' }
  | { state: 'unsupported'; type: string };

const SUPPORTED_TYPES = new Set(['magic_links', 'oauth']);

function initialStatus(params: URLSearchParams): Status {
  // A sign-in that failed at the provider (e.g. consent denied) comes back with an error, no token.
  const errorType = params.get('error_type');
  if (errorType) return { state: 'error', message: params.get('error_message') || errorType };
  const token = params.get('token');
  const type = params.get('stytch_token_type') ?? '';
  if (!token) return { state: 'no-token' };
  if (!SUPPORTED_TYPES.has(type)) return { state: 'unsupported', type };
  return { state: 'working' };
}

/** `/authenticate`: where login links (and OAuth) come back; exchanges the token for a session. */
export function AuthenticatePage() {
  const client = useClient();
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const [status, setStatus] = useState<Status>(() => initialStatus(params));

  useEffect(() => {
    const token = params.get('token');
    const type = params.get('stytch_token_type') ?? '';
    if (!token || !SUPPORTED_TYPES.has(type)) return;
    let current = true;
    exchange(client, type, token).then(
      () => {
        // The token is spent: keep it out of the address bar and history.
        window.history.replaceState(null, '', window.location.pathname);
        if (current) setStatus({ state: 'done' });
      },
      (error: unknown) => {
        if (current) setStatus({ state: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [client, params]);

  return (
    <>
      <h1>{HEADINGS[status.state]}</h1>
      <StatusMessage status={status} />
      <SignedInPanel />
    </>
  );
}

const HEADINGS: Record<Status['state'], string> = {
  working: 'Signing you in',
  done: 'You are signed in',
  error: 'Sign-in failed',
  'no-token': 'Nothing to sign in with',
  unsupported: 'Sign-in failed',
};

function StatusMessage({ status }: { status: Status }) {
  switch (status.state) {
    case 'working':
      return <p role="status">Checking your login link…</p>;
    case 'done':
      return (
        <p role="status">
          Welcome! <a href="/">Back to the start page</a>
        </p>
      );
    case 'error':
      return (
        <div role="alert" className="notice notice-error">
          <p>{status.message}</p>
          <p>
            <a href="/">Request a new link</a>
          </p>
        </div>
      );
    case 'no-token':
      return (
        <p>
          This page is where login links land. Open it from a link in your email, or <a href="/">sign in</a>.
        </p>
      );
    case 'unsupported':
      return (
        <p role="alert" className="notice notice-error">
          This page cannot handle tokens of type “{status.type || 'none'}”.
        </p>
      );
  }
}
