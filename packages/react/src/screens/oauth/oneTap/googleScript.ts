/**
 * The slice of Google Identity Services' One Tap API the widget uses (`google.accounts.id`).
 * Tests load a stand-in script with the same global API.
 */
export interface PromptMomentNotification {
  isDisplayMoment(): boolean;
  isDisplayed(): boolean;
  isNotDisplayed(): boolean;
  getNotDisplayedReason(): string;
  isSkippedMoment(): boolean;
  getSkippedReason(): string;
  isDismissedMoment(): boolean;
  getDismissedReason(): string;
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: { credential: string; select_by?: string }) => void;
    prompt_parent_id?: string;
    /** Put in the ID token by Google: the server checks it is the page's PKCE challenge. */
    nonce?: string;
    cancel_on_tap_outside?: boolean;
    itp_support?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (notification: PromptMomentNotification) => void): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

const loading = new Map<string, Promise<GoogleAccountsId>>();

/** Loads the client script once per URL and answers `google.accounts.id`. */
export function loadGoogleScript(url: string): Promise<GoogleAccountsId> {
  const existing = loading.get(url);
  if (existing) return existing;
  const promise = new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const api = window.google?.accounts?.id;
      if (api) resolve(api);
      else reject(new Error(`${url} loaded but did not define google.accounts.id`));
    };
    script.onerror = () => reject(new Error(`Could not load ${url}`));
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  promise.catch(() => loading.delete(url));
  return promise;
}
