import '../testing/setup.ts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FoyerConfig } from '../config/types.ts';
import { mountLogin } from '../mount.ts';
import { fakeClient, userBody } from '../testing/fakeClient.ts';
import { FoyerLogin } from './FoyerLogin.tsx';
import { FoyerPasskeyRegistration } from './FoyerPasskeyRegistration.tsx';

// Regression: enableShadowDOM worked only through the mount functions; <FoyerLogin> and the other
// components ignored it and rendered into the page, where its styles reach them.

const SHADOW: FoyerConfig = { products: ['emailMagicLinks'], enableShadowDOM: true };

/** The shadow root the component made, once the browser has attached it. */
async function shadowOf(container: HTMLElement): Promise<ShadowRoot> {
  const host = container.querySelector('.foyer-shadow-host');
  await waitFor(() => expect(host?.shadowRoot?.querySelector('.foyer-root')).toBeTruthy());
  return host?.shadowRoot as ShadowRoot;
}

describe('enableShadowDOM on the React components', () => {
  it('renders <FoyerLogin> into a shadow root, with its stylesheet and toast area inside', async () => {
    const { container } = render(<FoyerLogin client={fakeClient().client} config={SHADOW} />);
    const shadow = await shadowOf(container);
    const inside = within(shadow.querySelector('.foyer-root') as HTMLElement);
    await inside.findByRole('textbox', { name: 'Email' });
    inside.getByRole('region', { name: 'Notifications' });
    expect(shadow.querySelector('style')?.textContent).toContain('.foyer-root');
    // Nothing in the light DOM, where page styles would reach it.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(container.querySelector('style')).toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('works inside the shadow root: the email form sends the link and shows Check your email', async () => {
    const { client, callsTo } = fakeClient();
    const user = userEvent.setup();
    const { container } = render(<FoyerLogin client={client} config={SHADOW} />);
    const inside = within((await shadowOf(container)).querySelector('.foyer-root') as HTMLElement);
    await user.type(await inside.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(inside.getByRole('button', { name: 'Continue with email' }));
    await inside.findByRole('heading', { name: 'Check your email' });
    expect(callsTo('magicLinks.email.loginOrCreate')[0]?.[0]).toBe('ada@example.com');
  });

  it('renders the passkey registration widget into a shadow root too', async () => {
    const { client } = fakeClient({
      answers: { 'user.get': () => userBody({ user_id: 'user-1' }) },
    });
    const { container } = render(<FoyerPasskeyRegistration client={client} config={{ enableShadowDOM: true }} />);
    const inside = within((await shadowOf(container)).querySelector('.foyer-root') as HTMLElement);
    await inside.findByRole('region', { name: 'Passkey registration' });
    expect(screen.queryByRole('region', { name: 'Passkey registration' })).toBeNull();
  });

  it('renders in place without it', async () => {
    const { container } = render(
      <FoyerLogin client={fakeClient().client} config={{ products: ['emailMagicLinks'] }} />,
    );
    await screen.findByRole('textbox', { name: 'Email' });
    expect(container.querySelector('.foyer-shadow-host')).toBeNull();
  });

  it('makes one shadow root when mounted by mountLogin: the host element’s', async () => {
    const host = document.createElement('div');
    host.id = 'login';
    document.body.appendChild(host);
    await act(async () => {
      mountLogin({ elementId: '#login', client: fakeClient().client, config: SHADOW });
    });
    const shadow = host.shadowRoot as ShadowRoot;
    await within(shadow.firstElementChild as HTMLElement).findByRole('textbox', { name: 'Email' });
    expect(shadow.querySelector('.foyer-shadow-host')).toBeNull();
  });

  it('server-renders the empty host element (a shadow root needs the browser)', () => {
    const html = renderToString(<FoyerLogin client={fakeClient().client} config={SHADOW} />);
    expect(html).toBe('<div class="foyer-shadow-host"></div>');
  });
});
