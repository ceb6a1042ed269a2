import '../../testing/setup.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FoyerConfig } from '../../config/types.ts';
import { EML, renderLogin, submitEmail } from '../../testing/renderLogin.tsx';

describe('email magic links: sending a link and Email Confirmation', () => {
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

    await screen.findByRole('heading', { name: 'Check your email' });
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
    screen.getByText(/ada@example\.com/);
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
