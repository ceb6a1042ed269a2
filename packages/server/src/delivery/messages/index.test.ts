import { describe, expect, it } from 'vitest';
import { requestLocale } from '../../locales/request-locale.ts';
import { formatMinutes, message } from './index.ts';

describe('message', () => {
  it('writes the expiry in the locale’s words, plural included', () => {
    expect(formatMinutes(1, 'en')).toBe('1 minute');
    expect(message('otp.sms', { code: '123456', project_name: 'Acme', expiration_minutes: 5 }, 'de')).toBe(
      '123456 ist dein Code für Acme. Er läuft in 5 Minuten ab.',
    );
  });

  it('writes in the request’s Accept-Language, and in English for a request without one', () => {
    const request = (acceptLanguage?: string) => ({
      req: { header: (name: string) => (name === 'accept-language' ? acceptLanguage : undefined) },
    });
    expect(message('reset.loginIntro', {}, requestLocale(request()))).toBe('Or log in without a password:');
    expect(message('reset.loginIntro', {}, requestLocale(request('fr-CA,fr;q=0.9')))).toBe(
      'Ou connectez-vous sans mot de passe :',
    );
  });
});
