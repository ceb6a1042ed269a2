import { describe, expect, it } from 'vitest';
import { createDocumentCookieJar, isLocalHostname, parseCookie, serializeCookie } from './cookies.ts';

const expires = new Date('2026-03-01T12:00:00.000Z');

describe('serializeCookie', () => {
  it('writes path /, the expiry and SameSite=Lax', () => {
    expect(serializeCookie('stytch_session', 'tok', { expires, secure: false })).toBe(
      'stytch_session=tok; Path=/; Expires=Sun, 01 Mar 2026 12:00:00 GMT; SameSite=Lax',
    );
  });

  it('adds Secure when asked', () => {
    expect(serializeCookie('stytch_session', 'tok', { expires, secure: true })).toMatch(/; SameSite=Lax; Secure$/);
  });
});

describe('isLocalHostname', () => {
  it.each(['localhost', '127.0.0.1', '[::1]'])('treats %s as local', (hostname) => {
    expect(isLocalHostname(hostname)).toBe(true);
  });

  it.each(['app.example.com', 'localhost.example.com', '10.0.0.1'])('treats %s as remote', (hostname) => {
    expect(isLocalHostname(hostname)).toBe(false);
  });
});

describe('createDocumentCookieJar', () => {
  function recordingDocument() {
    const written: string[] = [];
    return {
      written,
      doc: {
        get cookie() {
          return 'other=1; stytch_session=abc%3D; stytch_session_jwt=eyJ.x.y';
        },
        set cookie(value: string) {
          written.push(value);
        },
      },
    };
  }

  it('sets Secure cookies on a remote host', () => {
    const { doc, written } = recordingDocument();
    createDocumentCookieJar(doc, { hostname: 'app.example.com' }).set('stytch_session', 'tok', expires);
    expect(written).toEqual([
      'stytch_session=tok; Path=/; Expires=Sun, 01 Mar 2026 12:00:00 GMT; SameSite=Lax; Secure',
    ]);
  });

  it.each(['localhost', '127.0.0.1', '[::1]'])('leaves Secure off on %s', (hostname) => {
    const { doc, written } = recordingDocument();
    createDocumentCookieJar(doc, { hostname }).set('stytch_session', 'tok', expires);
    expect(written[0]).not.toContain('Secure');
  });

  it('removes a cookie by expiring it with the same path and flags', () => {
    const { doc, written } = recordingDocument();
    createDocumentCookieJar(doc, { hostname: 'app.example.com' }).remove('stytch_session');
    expect(written).toEqual(['stytch_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax; Secure']);
  });

  it('reads and decodes one cookie', () => {
    const { doc } = recordingDocument();
    const jar = createDocumentCookieJar(doc, { hostname: 'localhost' });
    expect(jar.get('stytch_session')).toBe('abc=');
    expect(jar.get('stytch_intermediate_session_token')).toBeNull();
  });

  it('round-trips through the real document.cookie', () => {
    const jar = createDocumentCookieJar();
    jar.set('stytch_session', 'round-trip', new Date(Date.now() + 60_000));
    expect(parseCookie(document.cookie, 'stytch_session')).toBe('round-trip');
    jar.remove('stytch_session');
    expect(jar.get('stytch_session')).toBeNull();
  });
});
