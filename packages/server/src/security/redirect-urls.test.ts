import { describe, expect, it } from 'vitest';
import { ProjectSettings } from '../config/project-settings.ts';
import { type RedirectRequest, resolveOptionalRedirectUrl, resolveRedirectUrl, withToken } from './redirect-urls.ts';

const APP = 'https://app.example';

const settings = ProjectSettings.parse({
  redirect_urls: {
    login: [`${APP}/authenticate`],
    signup: [`${APP}/welcome`, `${APP}/authenticate`],
    reset_password: [],
  },
});

/** The development project's lists: its own page, then any port of the local hosts. */
const devSettings = ProjectSettings.parse({
  redirect_urls: {
    login: ['http://localhost:3000/authenticate', 'http://localhost:*', 'http://127.0.0.1:*'],
    signup: [],
    reset_password: [],
  },
});

function login(requested: string | undefined, mode: RedirectRequest['mode'] = 'production'): RedirectRequest {
  return { kind: 'login', requested, field: 'login_magic_link_url', mode };
}

/** The error a call throws, or 'accepted' when it returns. */
function refusalOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return 'accepted';
}

function notAllowed(kind: string, url: string) {
  return {
    type: 'redirect_url_not_allowed',
    status: 400,
    message: `The ${kind} redirect URL ${url} is not allowed. Add it to redirect_urls.${kind} in the project's configuration.`,
  };
}

describe('resolveRedirectUrl', () => {
  it("answers the project's first URL of the kind when none is asked for", () => {
    expect(resolveRedirectUrl(settings, login(undefined))).toBe(`${APP}/authenticate`);
    expect(resolveRedirectUrl(settings, { ...login(undefined), kind: 'signup' })).toBe(`${APP}/welcome`);
  });

  it('answers a listed URL as asked, also when written with upper case and the default port', () => {
    expect(resolveRedirectUrl(settings, login(`${APP}/authenticate`))).toBe(`${APP}/authenticate`);
    expect(resolveRedirectUrl(settings, login('HTTPS://APP.example:443/authenticate'))).toBe(
      'HTTPS://APP.example:443/authenticate',
    );
  });

  it.each([
    ['another origin', 'https://evil.example/authenticate'],
    ['a look-alike subdomain', 'https://app.example.evil.example/authenticate'],
    ['the allowed host as user info', 'https://app.example@evil.example/authenticate'],
    ['user info before the allowed host', 'https://evil@app.example/authenticate'],
    ['an encoded slash in the user info', 'https://app.example%2F@evil.example/authenticate'],
    ['http instead of https', 'http://app.example/authenticate'],
    ['a longer path', `${APP}/authenticate/extra`],
    ['a path that only starts the same', `${APP}/authenticate-evil`],
    ['a shorter path', `${APP}/authenticat`],
    ['a dot-dot path leaving the page', `${APP}/authenticate/../admin`],
    ['an added query', `${APP}/authenticate?next=https://evil.example`],
    ['an added fragment', `${APP}/authenticate#https://evil.example`],
    ['a path of another case', `${APP}/AUTHENTICATE`],
    ['a trailing dot on the host', 'https://app.example./authenticate'],
    ['another port', 'https://app.example:8443/authenticate'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a javascript: URL shaped like the page', 'javascript://app.example/authenticate%0Aalert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative URL', '//evil.example/authenticate'],
    ['backslashes to another host', 'https:\\\\evil.example\\authenticate'],
    ['a relative path', '/authenticate'],
    ['an empty string', ''],
  ])('refuses %s with 400 redirect_url_not_allowed naming the URL', (_, url) => {
    expect(refusalOf(() => resolveRedirectUrl(settings, login(url)))).toMatchObject(notAllowed('login', url));
  });

  it("refuses a URL listed for another kind: signup's /welcome is no login page", () => {
    const url = `${APP}/welcome`;
    expect(resolveRedirectUrl(settings, { ...login(url), kind: 'signup' })).toBe(url);
    expect(refusalOf(() => resolveRedirectUrl(settings, login(url)))).toMatchObject(notAllowed('login', url));
  });

  it('answers 400 no_redirect_url_configured naming the request field when nothing is asked for or listed', () => {
    const request: RedirectRequest = {
      kind: 'reset_password',
      requested: undefined,
      field: 'reset_password_redirect_url',
      mode: 'production',
    };
    expect(refusalOf(() => resolveRedirectUrl(settings, request))).toMatchObject({
      type: 'no_redirect_url_configured',
      status: 400,
      message:
        "No reset_password_redirect_url was given and the project has no reset_password redirect URL. Add one to redirect_urls.reset_password in the project's configuration.",
    });
  });

  describe("a development project's any-port pattern", () => {
    it('allows any page of that local host over http, in development mode', () => {
      for (const url of ['http://localhost:5173/', 'http://localhost:8080/app/index.html?x=1', 'http://127.0.0.1:9/']) {
        expect(resolveRedirectUrl(devSettings, login(url, 'development'))).toBe(url);
      }
    });

    it('allows nothing in production mode, where only the exact URL is on the list', () => {
      const url = 'http://localhost:5173/';
      expect(refusalOf(() => resolveRedirectUrl(devSettings, login(url)))).toMatchObject(notAllowed('login', url));
      expect(resolveRedirectUrl(devSettings, login('http://localhost:3000/authenticate'))).toBe(
        'http://localhost:3000/authenticate',
      );
    });

    it.each([
      ['https on the local host', 'https://localhost:5173/'],
      ['a host that starts with localhost', 'http://localhost.evil.example:5173/'],
      ['user info before the local host', 'http://evil@localhost:5173/'],
      ['the local host as user info', 'http://localhost:5173@evil.example/'],
      ['another loopback address', 'http://127.0.0.2:5173/'],
      ['a javascript: URL', 'javascript:alert(1)'],
    ])('still refuses %s in development mode', (_, url) => {
      expect(refusalOf(() => resolveRedirectUrl(devSettings, login(url, 'development')))).toMatchObject(
        notAllowed('login', url),
      );
    });
  });
});

describe('resolveOptionalRedirectUrl', () => {
  const request: RedirectRequest = { kind: 'reset_password', requested: undefined, field: 'x', mode: 'production' };

  it('answers null when nothing is asked for and the project lists none', () => {
    expect(resolveOptionalRedirectUrl(settings, request)).toBeNull();
  });

  it('still refuses an unlisted URL', () => {
    const url = 'https://evil.example/reset';
    expect(refusalOf(() => resolveOptionalRedirectUrl(settings, { ...request, requested: url }))).toMatchObject(
      notAllowed('reset_password', url),
    );
  });
});

describe('withToken', () => {
  it('adds the token and its type, keeping the query and fragment the URL already has', () => {
    expect(withToken(`${APP}/authenticate?from=host#top`, 'magic_links', 'tok')).toBe(
      `${APP}/authenticate?from=host&stytch_token_type=magic_links&token=tok#top`,
    );
  });

  it('replaces a token the URL already carries rather than adding a second', () => {
    const link = new URL(withToken(`${APP}/authenticate?token=planted&stytch_token_type=oauth`, 'login', 'tok'));
    expect(link.searchParams.getAll('token')).toEqual(['tok']);
    expect(link.searchParams.getAll('stytch_token_type')).toEqual(['login']);
  });
});
