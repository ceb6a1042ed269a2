import { describe, expect, it } from 'vitest';
import { ProjectSettings } from '../config/project-settings.ts';
import { ApiError } from '../errors/api-error.ts';
import { type RedirectRequest, resolveRedirectUrl } from './redirect-urls.ts';

/** A development project's list: its page, then any-port patterns, which are not URLs themselves. */
const devSettings = ProjectSettings.parse({
  redirect_urls: {
    login: ['http://localhost:*', 'http://localhost:3000/authenticate'],
    signup: [],
    reset_password: [],
  },
});

/** The catalogue type a resolution throws, or the URL it accepted. */
function verdictOn(requested: string, mode: RedirectRequest['mode']): string {
  try {
    return resolveRedirectUrl(devSettings, { kind: 'login', requested, field: 'login_magic_link_url', mode });
  } catch (error) {
    return error instanceof ApiError ? error.type : String(error);
  }
}

/**
 * A list entry like `http://localhost:*` is no URL either: a requested "URL" that does not parse
 * must never be taken for a match of one that does not parse.
 */
describe('redirect URLs that are not URLs, against a list holding patterns', () => {
  it.each([
    ['text', 'not a url'],
    ['an empty string', ''],
    ['the pattern itself', 'http://localhost:*'],
    ['a broken IPv6 host', 'http://[::1/authenticate'],
  ])('refuses %s with redirect_url_not_allowed, in production and development', (_, requested) => {
    expect(verdictOn(requested, 'production')).toBe('redirect_url_not_allowed');
    expect(verdictOn(requested, 'development')).toBe('redirect_url_not_allowed');
  });

  it('still accepts the listed page in production and a local page in development', () => {
    expect(verdictOn('http://localhost:3000/authenticate', 'production')).toBe('http://localhost:3000/authenticate');
    expect(verdictOn('http://localhost:5173/', 'development')).toBe('http://localhost:5173/');
  });
});
