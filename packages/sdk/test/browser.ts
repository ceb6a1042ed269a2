/** Helpers over happy-dom's real document.cookie and localStorage. */
import { COOKIE_NAMES } from '@foyer/protocol/constants';
import { parseCookie } from '../src/state/cookies.ts';

export function cookie(name: string): string | null {
  return parseCookie(document.cookie, name);
}

export function setCookie(name: string, value: string, expires = new Date(Date.now() + 3_600_000)): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Expires=${expires.toUTCString()}; SameSite=Lax`;
}

/** Removes every cookie and stored value, so each test starts as a first visit. */
export function resetBrowser(): void {
  for (const name of Object.values(COOKIE_NAMES)) {
    document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  localStorage.clear();
}
