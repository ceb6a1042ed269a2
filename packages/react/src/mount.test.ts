import './testing/setup.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mountLogin, mountMfaSettings, mountPasskeyRegistration, mountResetPassword } from './mount.ts';
import { fakeClient } from './testing/fakeClient.ts';

function hostElement(id: string) {
  const element = document.createElement('div');
  element.id = id;
  document.body.appendChild(element);
  return element;
}

describe('mount functions', () => {
  it('mount the login widget into the selected element and unmount it', async () => {
    const host = hostElement('login');
    let unmount = () => {};
    await act(async () => {
      unmount = mountLogin({
        elementId: '#login',
        client: fakeClient().client,
        config: { products: ['emailMagicLinks'] },
      });
    });
    await within(host).findByRole('textbox', { name: 'Email' });
    act(() => unmount());
    expect(host.childElementCount).toBe(0);
  });

  it('mounts the MFA settings widget as docs/behaviour.md shows it, in German, and unmounts it', async () => {
    const host = hostElement('security');
    // The page's one js block under its heading (a path, not a URL: under happy-dom import.meta.url is not a file URL).
    const page = readFileSync(join(import.meta.dirname, '../../../docs/behaviour.md'), 'utf8');
    const snippet = page.split('### MFA settings widget')[1]?.split('```js\n')[1]?.split('\n```')[0] ?? '';
    let unmount = () => {};
    const mount = (options: Parameters<typeof mountMfaSettings>[0]) => {
      unmount = mountMfaSettings(options);
      return unmount;
    };
    await act(async () => {
      new Function('mountMfaSettings', 'client', snippet)(mount, fakeClient().client);
    });
    await within(host).findByRole('heading', { name: 'Bestätigung in zwei Schritten' });
    act(() => unmount());
    expect(host.childElementCount).toBe(0);
  });

  it.each([
    ['mountLogin', mountLogin],
    ['mountResetPassword', mountResetPassword],
    ['mountPasskeyRegistration', mountPasskeyRegistration],
    ['mountMfaSettings', mountMfaSettings],
  ] as const)('%s throws an error naming a selector that matches nothing', (_name, mount) => {
    expect(() => mount({ elementId: '#nowhere', client: fakeClient().client, config: {} })).toThrow('#nowhere');
  });

  // Preact runs effects after the next paint: a focus moved there lands after a fast typist (or
  // autofill) is already in the new screen's field, and takes the rest of the code from it.
  it('moves focus to the new screen as it appears, before the first key can be typed into it', async () => {
    const host = hostElement('login');
    await act(async () => {
      mountLogin({
        elementId: '#login',
        client: fakeClient().client,
        config: { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 5 } },
      });
    });
    const focusWhenDrawn = new Promise<string>((resolve) => {
      // A mutation record is delivered in a microtask: before any key or click the browser queues.
      const observer = new MutationObserver(() => {
        const heading = [...host.querySelectorAll('h2')].find((h) => h.textContent === 'Enter passcode');
        if (!heading) return;
        observer.disconnect();
        resolve(document.activeElement === heading ? 'the heading' : `<${document.activeElement?.localName}>`);
      });
      observer.observe(host, { childList: true, subtree: true });
    });
    const user = userEvent.setup();
    await user.type(await within(host).findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(within(host).getByRole('button', { name: 'Continue with email' }));
    expect(await focusWhenDrawn).toBe('the heading');
  });

  it('renders inside a shadow root, with the stylesheet and the toast area in there', async () => {
    const host = hostElement('login');
    await act(async () => {
      mountLogin({ elementId: '#login', client: fakeClient().client, config: { enableShadowDOM: true } });
    });
    const shadow = host.shadowRoot;
    expect(shadow).not.toBeNull();
    const inside = within(shadow?.firstElementChild as HTMLElement);
    await inside.findByRole('textbox', { name: 'Email' });
    inside.getByRole('region', { name: 'Notifications' });
    expect(shadow?.querySelector('style')?.textContent).toContain('.foyer-root');
    // Nothing leaks into the light DOM, where page styles would reach it.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
  });
});
