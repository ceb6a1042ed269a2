import '../testing/setup.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeClient, userBody } from '../testing/fakeClient.ts';
import { preloadChunks } from '../testing/preloadChunks.ts';
import { FoyerPasskeyRegistration } from './FoyerPasskeyRegistration.tsx';

// The chunks these tests render, loaded before them (a busy machine timed the tests out).
preloadChunks(() => import('../screens/passkeys/index.ts'));

describe('FoyerPasskeyRegistration', () => {
  it('refuses to run without a signed-in user', async () => {
    const { client, callsTo } = fakeClient({
      answers: {
        'user.get': () => {
          throw apiError('missing_session', 'This call needs a signed-in session.');
        },
      },
    });
    render(<FoyerPasskeyRegistration client={client} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Error: Cannot use PasskeyRegistration component without active user authenticated.',
    );
    expect(callsTo('user.get')).toHaveLength(1);
  });

  it('says the server failed, not that nobody is signed in, when users/me answers 500', async () => {
    const { client } = fakeClient({
      answers: {
        'user.get': () => {
          throw Object.assign(apiError('internal_server_error', 'Something went wrong on our side. Try again.'), {
            status_code: 500,
          });
        },
      },
    });
    render(<FoyerPasskeyRegistration client={client} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Something went wrong on our side. Try again.');
    expect(screen.queryByText(/without active user authenticated/)).toBeNull();
  });

  it('opens the registration region for a signed-in user', async () => {
    const { client } = fakeClient({
      answers: { 'user.get': () => userBody({ user_id: 'user-1' }) },
    });
    render(<FoyerPasskeyRegistration client={client} />);
    await screen.findByRole('region', { name: 'Passkey registration' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
