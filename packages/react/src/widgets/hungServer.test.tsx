import '../testing/setup.ts';
import { createClient, type FoyerClient } from '@foyer/sdk';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetBrowser } from '../../../sdk/test/browser.ts';
import { PUBLIC_TOKEN } from '../../../sdk/test/fake-server.ts';
import { startHungServer } from '../../../sdk/test/hung-server.ts';
import { EML, submitEmail } from '../testing/renderLogin.tsx';
import { FoyerLogin } from './FoyerLogin.tsx';

describe('the login widget on a server that never answers', () => {
  let server: Awaited<ReturnType<typeof startHungServer>> | undefined;
  let client: FoyerClient | undefined;
  afterEach(async () => {
    client?.destroy();
    await server?.close();
  });

  it('shows the timeout error and gives the button back instead of "Sending…" forever', async () => {
    resetBrowser();
    server = await startHungServer('no-answer');
    // A real SDK client on a real socket; a short timeout so the test does not wait 30 s.
    client = createClient(PUBLIC_TOKEN, { baseUrl: server.url, timeoutMs: 1000, refreshSession: false });
    const user = userEvent.setup();
    render(<FoyerLogin client={client} config={EML} />);

    await submitEmail(user, 'ada@example.com');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sending…' }).disabled).toBe(true);

    await screen.findByText(
      'The server took too long to answer. Check your connection and try again.',
      {},
      { timeout: 15_000 },
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue with email' }).disabled).toBe(false);
    expect(server.requests().some((request) => request.url?.includes('/magic_links/email/login_or_create'))).toBe(true);
  }, 30_000);
});
