import { useSyncExternalStore } from 'react';

/** Every console URL is below this; the server answers index.html for each. */
export const BASE = '/console';

function subscribe(callback: () => void) {
  window.addEventListener('popstate', callback);
  return () => window.removeEventListener('popstate', callback);
}

/** The path below /console ('/users/…'), '/' for the overview; re-renders on navigation. */
export function usePath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname.slice(BASE.length) || '/');
}

/** Moves to a console path without a page load (history.pushState), like a link click. */
export function navigate(path: string): void {
  window.history.pushState(null, '', `${BASE}${path}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
