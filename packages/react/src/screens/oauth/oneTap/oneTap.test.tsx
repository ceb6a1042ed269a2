import '../../../testing/setup.ts';
import type { GoogleOneTapConfigResponseBody } from '@foyer/protocol';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FoyerConfig } from '../../../config/types.ts';
import { renderLogin } from '../../../testing/renderLogin.tsx';
import type { GoogleAccountsId, PromptMomentNotification } from './googleScript.ts';

// A new URL per test: the loader (rightly) loads each script URL once per page.
let scriptCount = 0;
let SCRIPT_URL = '';
const ONE_TAP: FoyerConfig = {
  products: ['oauth'],
  oauthOptions: { providers: [{ type: 'Google', one_tap: true, position: 'embedded' }] },
};

function notification(kind: 'notDisplayed' | 'displayed' | 'skipped', reason = ''): PromptMomentNotification {
  return {
    isDisplayMoment: () => kind !== 'skipped',
    isDisplayed: () => kind === 'displayed',
    isNotDisplayed: () => kind === 'notDisplayed',
    getNotDisplayedReason: () => reason,
    isSkippedMoment: () => kind === 'skipped',
    getSkippedReason: () => reason,
    isDismissedMoment: () => false,
    getDismissedReason: () => '',
  };
}

/** Stands in for Google's script: appending its <script> defines google.accounts.id. */
function installScript(moment: PromptMomentNotification) {
  const api = {
    initialize: vi.fn(),
    prompt: vi.fn((listener?: (n: PromptMomentNotification) => void) => listener?.(moment)),
    cancel: vi.fn(),
  } satisfies GoogleAccountsId;
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement && node.src === SCRIPT_URL) {
      window.google = { accounts: { id: api } };
      queueMicrotask(() => node.onload?.(new Event('load')));
      return node;
    }
    return append(node);
  });
  return api;
}

const config = (failure: GoogleOneTapConfigResponseBody['failure']) => () => ({
  status_code: 200,
  request_id: 'r',
  client_id: failure ? null : 'client.apps.example',
  script_url: SCRIPT_URL,
  failure,
});

beforeEach(() => {
  scriptCount += 1;
  SCRIPT_URL = `https://host.example/gsi-stand-in-${scriptCount}.js`;
});

afterEach(() => {
  vi.restoreAllMocks();
  window.google = undefined;
});

describe('Google One Tap', () => {
  it.each([
    ['oauth_config_not_found', /no Google OAuth configuration was found/],
    ['no_login_redirect_urls', /no login redirect URL/],
    ['no_signup_redirect_urls', /no signup redirect URL/],
    ['default_provider_not_allowed', /default \(development\) Google provider/],
  ] as const)(
    'shows the server’s failure %s with what to do, and keeps the Google button',
    async (failure, message) => {
      renderLogin({ config: ONE_TAP }, { answers: { 'oauth.googleOneTapConfig': config(failure) } });
      expect((await screen.findByRole('alert')).textContent).toMatch(message);
      expect(document.querySelector('.foyer-one-tap')?.getAttribute('data-state')).toBe('failed');
      screen.getByRole('button', { name: 'Continue with Google' });
    },
  );

  it.each([
    ['unregistered_origin', /not an authorized origin of the Google client/],
    ['invalid_client', /does not recognise the client ID/],
  ])('shows the script’s failure %s', async (reason, message) => {
    installScript(notification('notDisplayed', reason));
    renderLogin({ config: ONE_TAP }, { answers: { 'oauth.googleOneTapConfig': config(null) } });
    expect((await screen.findByRole('alert')).textContent).toMatch(message);
  });

  it('only logs other failures', async () => {
    installScript(notification('notDisplayed', 'suppressed_by_user'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderLogin({ config: ONE_TAP }, { answers: { 'oauth.googleOneTapConfig': config(null) } });
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('suppressed_by_user')));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.foyer-one-tap')?.getAttribute('data-state')).toBe('failed');
  });

  it('only logs a server failure it has no sentence for, never showing a raw string key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderLogin(
      { config: ONE_TAP },
      {
        answers: {
          'oauth.googleOneTapConfig': config('some_other_failure' as GoogleOneTapConfigResponseBody['failure']),
        },
      },
    );
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('some_other_failure')));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toContain('oneTap.failure');
    screen.getByRole('button', { name: 'Continue with Google' });
  });

  it('renders in an embedded 47px container, then hands the credential to the server and follows its redirect', async () => {
    const api = installScript(notification('displayed'));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { callsTo } = renderLogin(
      { config: ONE_TAP },
      {
        answers: {
          'oauth.googleOneTapConfig': config(null),
          'oauth.googleOneTap': () => ({
            status_code: 200,
            request_id: 'r',
            redirect_url: 'https://host.example/authenticate?token=t',
          }),
        },
      },
    );
    await waitFor(() => expect(document.querySelector('.foyer-one-tap')?.getAttribute('data-state')).toBe('rendered'));
    const container = document.querySelector<HTMLElement>('.foyer-one-tap-prompt');
    expect(container?.style.height).toBe('47px');
    const init = api.initialize.mock.calls[0]?.[0];
    expect(init).toMatchObject({ client_id: 'client.apps.example', prompt_parent_id: container?.id });
    await act(async () => init?.callback({ credential: 'google-id-token' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://host.example/authenticate?token=t'));
    expect(callsTo('oauth.googleOneTap')[0]?.[0]).toBe('google-id-token');
  });

  it('is cancelled when the person skips the prompt', async () => {
    installScript(notification('skipped', 'user_cancel'));
    renderLogin({ config: ONE_TAP }, { answers: { 'oauth.googleOneTapConfig': config(null) } });
    await waitFor(() => expect(document.querySelector('.foyer-one-tap')?.getAttribute('data-state')).toBe('cancelled'));
  });
});
