import '../testing/setup.ts';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FoyerConfig } from '../config/types.ts';
import { type FakeClientOptions, fakeClient } from '../testing/fakeClient.ts';
import { FoyerLogin } from './FoyerLogin.tsx';

const HOST: FoyerConfig = {
  products: ['oauth', 'emailMagicLinks', 'passkeys'],
  oauthOptions: { providers: [{ type: 'Google' }] },
};

afterEach(() => vi.restoreAllMocks());

/** The login widget with the host's list on a project whose bootstrap answers `options.bootstrap`. */
function renderOn(options: FakeClientOptions, publicToken?: string) {
  const fake = fakeClient(options);
  if (publicToken) Object.assign(fake.client, { publicToken });
  const view = render(<FoyerLogin client={fake.client} config={HOST} />);
  return { ...fake, ...view };
}

describe('the sign-in methods a project turned off', () => {
  it('are hidden from Main (the console’s switch wins over the host’s list), with one console warning per hidden method in a test project', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = renderOn({ bootstrap: { enabledProducts: ['emailMagicLinks', 'otp', 'passkeys', 'crypto'] } });
    // Until the bootstrap answers, the host's list: social buttons, 'or', the form.
    screen.getByText('or');
    await waitFor(() => expect(screen.queryByText('or')).toBeNull());
    await screen.findByRole('textbox', { name: 'Email' });
    expect(screen.queryByRole('region', { name: 'Social sign-in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(warn.mock.calls).toEqual([["[foyer] oauth is off in the project's console settings: not shown"]]);
    expect(client.publicToken).toMatch(/^public-token-test-/);
  });

  it('are all shown when the project turns them on, or when its bootstrap names none; a live project never warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = renderOn({ bootstrap: { enabledProducts: ['oauth', 'emailMagicLinks', 'passkeys'] } });
    await screen.findByRole('button', { name: 'Continue with Google' });
    unmount();
    const older = renderOn({ bootstrap: {} });
    await screen.findByRole('button', { name: 'Continue with Google' });
    older.unmount();
    const live = renderOn({ bootstrap: { enabledProducts: ['emailMagicLinks'] } }, 'public-token-live-shop');
    screen.getByText('or');
    await waitFor(() => expect(screen.queryByText('or')).toBeNull());
    await screen.findByRole('textbox', { name: 'Email' });
    expect(live.client.publicToken).toBe('public-token-live-shop');
    expect(warn).not.toHaveBeenCalled();
  });
});
