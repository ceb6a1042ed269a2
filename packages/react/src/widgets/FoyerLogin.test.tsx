import '../test/setup.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FoyerConfig } from '../config/types.ts';
import { apiError, type FakeClientOptions, fakeClient } from '../test/fakeClient.ts';
import { FoyerLogin } from './FoyerLogin.tsx';
import type { FoyerLoginProps } from './types.ts';

const EML: FoyerConfig = { products: ['emailMagicLinks'] };

function renderLogin(props: Partial<FoyerLoginProps> = {}, clientOptions?: FakeClientOptions) {
  const fake = fakeClient(clientOptions);
  const user = userEvent.setup();
  render(<FoyerLogin client={fake.client} config={EML} {...props} />);
  return { ...fake, user };
}

async function submitEmail(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Continue with email' }));
}

describe('FoyerLogin: Main', () => {
  it('shows the header, the email field and the submit button', async () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with email' })).toBeTruthy();
  });

  it('uses email magic links when the config lists no products', async () => {
    renderLogin({ config: {} });
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeTruthy();
  });

  it('refuses a malformed email with "Invalid email address" and sends nothing', async () => {
    const { user, callsTo } = renderLogin();
    await submitEmail(user, 'not-an-email');
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.getByText('Invalid email address')).toBeTruthy();
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

describe('FoyerLogin: sending a login link', () => {
  it('sends the link with the configured options and shows Email Confirmation', async () => {
    const config: FoyerConfig = {
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: {
        loginRedirectURL: 'https://app.example.com/authenticate',
        signupRedirectURL: 'https://app.example.com/welcome',
        loginExpirationMinutes: 15,
        createUserAsPending: true,
      },
    };
    const { user, callsTo, events } = renderLogin({ config }, { bootstrap: { emailDomain: 'mail.example.com' } });
    await submitEmail(user, 'ada@example.com');

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(callsTo('magicLinks.email.loginOrCreate')).toEqual([
      [
        'ada@example.com',
        {
          login_magic_link_url: 'https://app.example.com/authenticate',
          signup_magic_link_url: 'https://app.example.com/welcome',
          login_expiration_minutes: 15,
          signup_expiration_minutes: 30,
          create_user_as_pending: true,
        },
      ],
    ]);
    expect(screen.getByText(/ada@example\.com/)).toBeTruthy();
    expect(events()).toContainEqual({
      name: 'email_sent',
      details: { email: 'ada@example.com', type: 'emailMagicLinks' },
    });
  });

  it('offers Gmail (searching mail from the project domain), Yahoo and Outlook in new tabs', async () => {
    const { user } = renderLogin({}, { bootstrap: { emailDomain: 'mail.example.com' } });
    await submitEmail(user, 'ada@example.com');
    const links = within(await screen.findByRole('navigation', { name: 'Open in' }));
    const expected = {
      Gmail: 'https://mail.google.com/mail/u/0/#search/from%3A%40mail.example.com+in%3Aanywhere',
      Yahoo: 'https://mail.yahoo.com/',
      Outlook: 'https://outlook.live.com/mail/0/',
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = links.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('falls back to the domainHint for the Gmail search when bootstrap has no domain', async () => {
    const config = { ...EML, emailMagicLinksOptions: { domainHint: 'hint.example.org' } };
    const { user } = renderLogin({ config });
    await submitEmail(user, 'ada@example.com');
    const gmail = await screen.findByRole('link', { name: 'Gmail' });
    expect(gmail.getAttribute('href')).toContain('from%3A%40hint.example.org');
  });

  it("'Try again' returns to Main with the stored email cleared, and logs it", async () => {
    const { user, events } = renderLogin();
    await submitEmail(user, 'ada@example.com');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    const field = await screen.findByRole('textbox', { name: 'Email' });
    expect((field as HTMLInputElement).value).toBe('');
    expect(events()).toContainEqual({
      name: 'email_try_again_clicked',
      details: { email: 'ada@example.com', type: 'emailMagicLinks' },
    });
  });

  it('the back arrow returns to Main, keeps the typed email and moves focus to the header', async () => {
    const { user } = renderLogin();
    await submitEmail(user, 'ada@example.com');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    const field = await screen.findByRole('textbox', { name: 'Email' });
    expect((field as HTMLInputElement).value).toBe('ada@example.com');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sign up or log in' }));
  });

  it('moves focus to the "Check your email" heading after sending', async () => {
    const { user } = renderLogin();
    await submitEmail(user, 'ada@example.com');
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    expect(document.activeElement).toBe(heading);
  });
});

describe('FoyerLogin: errors', () => {
  it('shows an API error_message in the banner and a toast, and reports it to onError', async () => {
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
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(toasts.getByText('Too many requests. Wait a moment and try again.')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith({
      error_type: 'too_many_requests',
      message: 'Too many requests. Wait a moment and try again.',
    });
    expect(screen.getByRole('button', { name: 'Continue with email' })).toBeTruthy();
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
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Email me a link' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
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
    expect(root?.style.getPropertyValue('--foyer-container-radius')).toBe('8px');
    expect(root?.style.getPropertyValue('--foyer-container-background')).toBe('#ffffff');
  });

  it('shows "Powered by Foyer" only when bootstrap asks for it', async () => {
    renderLogin({}, { bootstrap: { displayWatermark: true } });
    expect(await screen.findByText('Powered by Foyer')).toBeTruthy();
  });

  it('hides the watermark when bootstrap does not ask for it', async () => {
    const { callsTo } = renderLogin({}, { bootstrap: { displayWatermark: false } });
    await screen.findByRole('textbox', { name: 'Email' });
    expect(callsTo('getBootstrap')).toHaveLength(1);
    expect(screen.queryByText('Powered by Foyer')).toBeNull();
  });
});
