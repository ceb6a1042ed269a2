import '../testing/setup.ts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FoyerConfig } from '../config/types.ts';
import { apiError, fakeClient } from '../testing/fakeClient.ts';
import { EML, renderLogin, submitEmail } from '../testing/renderLogin.tsx';
import { FoyerLogin } from './FoyerLogin.tsx';

describe('FoyerLogin: Main', () => {
  it('shows the header, the email field and the submit button', async () => {
    renderLogin();
    screen.getByRole('heading', { name: 'Sign up or log in' });
    await screen.findByRole('textbox', { name: 'Email' });
    screen.getByRole('button', { name: 'Continue with email' });
  });

  it('uses email magic links when the config lists no products', async () => {
    renderLogin({ config: {} });
    await screen.findByRole('textbox', { name: 'Email' });
  });

  it('refuses a malformed email with "Invalid email address" and sends nothing', async () => {
    const { user, callsTo } = renderLogin();
    await submitEmail(user, 'not-an-email');
    const field = screen.getByRole('textbox', { name: 'Email' });
    screen.getByText('Invalid email address');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('magicLinks.email.loginOrCreate')).toEqual([]);
  });

  it('logs render_login_screen with the options, through the client and to onEvent', async () => {
    const onEvent = vi.fn();
    const { events } = renderLogin({ callbacks: { onEvent } });
    await screen.findByRole('textbox', { name: 'Email' });
    expect(events()[0]).toMatchObject({
      name: 'render_login_screen',
      details: { options: { products: ['emailMagicLinks'] } },
    });
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'render_login_screen' }));
  });

  it('shows the logo, and hides the header when the theme asks', async () => {
    renderLogin({
      config: { ...EML, theme: { hideHeaderText: true, logo: { logoImageUrl: 'https://example.com/logo.png' } } },
    });
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('https://example.com/logo.png');
    expect(screen.queryByRole('heading', { name: 'Sign up or log in' })).toBeNull();
  });
});

describe('FoyerLogin: errors', () => {
  it('shows an API error_message in the banner and in an error toast (docs/behaviour.md#errors), and reports it to onError', async () => {
    const onError = vi.fn();
    const { user } = renderLogin(
      { callbacks: { onError } },
      {
        answers: {
          'magicLinks.email.loginOrCreate': () => {
            throw apiError('too_many_requests', 'Too many requests. Wait a moment and try again.');
          },
        },
      },
    );
    await submitEmail(user, 'ada@example.com');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Too many requests. Wait a moment and try again.');
    // docs/behaviour.md#errors ('in the form and in a toast') wins over an earlier request not to repeat it.
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    const toast = toasts.getByText('Too many requests. Wait a moment and try again.').closest('.foyer-toast');
    expect(toast?.getAttribute('data-type')).toBe('error');
    expect(onError).toHaveBeenCalledWith({
      error_type: 'too_many_requests',
      error_message: 'Too many requests. Wait a moment and try again.',
    });
    screen.getByRole('button', { name: 'Continue with email' });
  });

  it('shows a non-API error by its message', async () => {
    const { user } = renderLogin(
      {},
      {
        answers: {
          'magicLinks.email.loginOrCreate': () => {
            throw new TypeError('Failed to fetch');
          },
        },
      },
    );
    await submitEmail(user, 'ada@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch');
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    toasts.getByText('Failed to fetch');
  });

  it('shows the error in the banner only when the host sets enableToasts: false', async () => {
    const { user } = renderLogin(
      { config: { enableToasts: false } },
      {
        answers: {
          'magicLinks.email.loginOrCreate': () => {
            throw apiError('too_many_requests', 'Too many requests. Wait a moment and try again.');
          },
        },
      },
    );
    await submitEmail(user, 'ada@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Wait a moment and try again.');
    expect(screen.getAllByText('Too many requests. Wait a moment and try again.')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('turns a URL in an error message into a link, in the banner and the toast', async () => {
    const message = 'Add this origin at https://console.example.com/origins, then retry.';
    const { user } = renderLogin(
      {},
      {
        answers: {
          'magicLinks.email.loginOrCreate': () => {
            throw apiError('origin_not_allowed', message);
          },
        },
      },
    );
    await submitEmail(user, 'ada@example.com');
    const links = await screen.findAllByRole('link', { name: 'https://console.example.com/origins' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href')).toBe('https://console.example.com/origins');
    expect(screen.getByRole('alert').textContent).toBe(message);
  });

  it.each([
    [
      { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } } as FoyerConfig,
      'Error: Cannot use both EML and Email OTP',
    ],
    [
      { products: ['passkeys'] } as FoyerConfig,
      'Error: Cannot use Passkeys by itself, please add another product to the config.',
    ],
  ])('shows the config error instead of the form: %#', async (config, message) => {
    renderLogin({ config });
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('FoyerLogin: strings, theme and watermark', () => {
  it('uses the host’s strings key by key, keeping the rest in English', async () => {
    renderLogin({ strings: { 'main.header': 'Welcome back', 'emailMagicLinks.submit': 'Email me a link' } });
    screen.getByRole('heading', { name: 'Welcome back' });
    await screen.findByRole('button', { name: 'Email me a link' });
    screen.getByRole('textbox', { name: 'Email' });
  });

  it('uses the host’s strings for a lazily loaded product, and English for the keys it leaves', async () => {
    renderLogin({
      config: { products: ['otp'], otpOptions: { methods: ['email'] } },
      strings: { 'otp.emailSubmit': 'Send me a code' },
    });
    await screen.findByRole('button', { name: 'Send me a code' });
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('placeholder')).toBe('example@email.com');
  });

  it('sets the theme as CSS variables over the defaults', async () => {
    const { container } = render(
      <FoyerLogin
        client={fakeClient().client}
        config={{
          ...EML,
          theme: { container: { width: '360px' }, buttons: { primary: { backgroundColor: '#0a3069' } } },
        }}
      />,
    );
    const root = container.querySelector<HTMLElement>('.foyer-root');
    expect(root?.style.getPropertyValue('--foyer-container-width')).toBe('360px');
    expect(root?.style.getPropertyValue('--foyer-button-primary-background')).toBe('#0a3069');
    // The defaults (both palettes) come from the stylesheet, so only the host's values are inline.
    expect(root?.style.getPropertyValue('--foyer-container-radius')).toBe('');
    expect(root?.style.colorScheme).toBe('light');
  });

  it.each([
    ['dark', 'dark'],
    ['system', 'light dark'],
    ['light', 'light'],
  ] as const)("theme.colorScheme '%s' sets color-scheme: %s, and style options still win", (colorScheme, css) => {
    const { container } = render(
      <FoyerLogin
        client={fakeClient().client}
        config={{ ...EML, theme: { colorScheme, colors: { primary: '#123456' } } }}
      />,
    );
    const root = container.querySelector<HTMLElement>('.foyer-root');
    expect(root?.style.colorScheme).toBe(css);
    expect(root?.style.getPropertyValue('--foyer-primary')).toBe('#123456');
  });

  it('shows "Powered by Foyer" only when bootstrap asks for it', async () => {
    renderLogin({}, { bootstrap: { displayWatermark: true } });
    await screen.findByText('Powered by Foyer');
  });

  it('hides the watermark when bootstrap does not ask for it', async () => {
    const { callsTo } = renderLogin({}, { bootstrap: { displayWatermark: false } });
    await screen.findByRole('textbox', { name: 'Email' });
    expect(callsTo('getBootstrap')).toHaveLength(1);
    expect(screen.queryByText('Powered by Foyer')).toBeNull();
  });
});
