import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EML, renderLogin } from '../testing/renderLogin.tsx';

const root = () => document.querySelector('.foyer-root') as HTMLElement;

describe('the widget’s language', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows Arabic right to left when config.locale asks for it', async () => {
    renderLogin({ config: { ...EML, locale: 'ar' } });
    await screen.findByRole('heading', { name: 'أنشئ حسابًا أو سجّل الدخول' });
    expect(root().dir).toBe('rtl');
    expect(root().lang).toBe('ar');
    await screen.findByRole('button', { name: 'المتابعة بالبريد الإلكتروني' });
  });

  it('follows navigator.languages when the host sets no locale (de-AT → German, left to right)', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-AT', 'en'], language: 'de-AT' });
    renderLogin();
    await screen.findByRole('heading', { name: 'Registrieren oder anmelden' });
    expect(root().dir).toBe('ltr');
    expect(root().lang).toBe('de');
  });

  it('stays English, with nothing to load, for an English browser', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-GB', 'de'], language: 'en-GB' });
    renderLogin();
    screen.getByRole('heading', { name: 'Sign up or log in' });
    expect(root().lang).toBe('en');
  });

  it('lets the host’s strings win key by key over the locale', async () => {
    renderLogin({ config: { ...EML, locale: 'de' }, strings: { 'main.header': 'Willkommen bei Acme' } });
    await screen.findByRole('heading', { name: 'Willkommen bei Acme' });
    await screen.findByRole('button', { name: 'Weiter mit E-Mail' });
  });

  it('falls back to English for a language it does not ship', async () => {
    renderLogin({ config: { ...EML, locale: 'gd' } });
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    expect(root().dir).toBe('ltr');
  });
});
