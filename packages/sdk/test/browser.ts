/** Helpers over happy-dom's real document.cookie and localStorage. */
import { COOKIE_NAMES } from '@foyer/protocol/constants';
import { createDocumentCookieJar } from '../src/state/cookies.ts';

const jar = () => createDocumentCookieJar();

export function cookie(name: string): string | null {
  return jar().get(name);
}

export function setCookie(name: string, value: string, expires = new Date(Date.now() + 3_600_000)): void {
  jar().set(name, value, expires);
}

export function removeCookie(name: string): void {
  jar().remove(name);
}

/** Removes every cookie and stored value, so each test starts as a first visit. */
export function resetBrowser(): void {
  for (const name of Object.values(COOKIE_NAMES)) removeCookie(name);
  localStorage.clear();
}
