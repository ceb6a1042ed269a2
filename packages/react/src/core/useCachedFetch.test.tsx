import '../testing/setup.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, bootstrapBody, fakeClient } from '../testing/fakeClient.ts';
import { EML } from '../testing/renderLogin.tsx';
import { FoyerLogin } from '../widgets/FoyerLogin.tsx';
import { FoyerPasskeyRegistration } from '../widgets/FoyerPasskeyRegistration.tsx';

// The widget's data hook, judged through the widgets: bootstrap (the watermark) and the user.
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const settle = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCachedFetch', () => {
  it('asks for bootstrap once when two widgets of one project mount together', async () => {
    const { client, callsTo } = fakeClient({ bootstrap: { displayWatermark: true } });
    render(
      <>
        <FoyerLogin client={client} config={EML} />
        <FoyerLogin client={client} config={EML} />
      </>,
    );
    await settle();
    expect(screen.getAllByText('Powered by Foyer')).toHaveLength(2);
    expect(callsTo('getBootstrap')).toHaveLength(1);
  });

  it('retries a failed bootstrap fetch within 5 s and then shows what it answered', async () => {
    let failures = 1;
    const { client, callsTo } = fakeClient({
      answers: {
        getBootstrap: () => {
          if (failures-- > 0) throw new TypeError('Failed to fetch');
          return bootstrapBody({ displayWatermark: true });
        },
      },
    });
    render(<FoyerLogin client={client} config={EML} />);
    await settle();
    expect(screen.queryByText('Powered by Foyer')).toBeNull();
    // First retry: at once or after 5 s (swr's jittered backoff).
    await tick(5_000);
    await settle();
    expect(callsTo('getBootstrap')).toHaveLength(2);
    screen.getByText('Powered by Foyer');
  });

  it('does not ask again for a user whose session is missing', async () => {
    const { client, callsTo } = fakeClient({
      answers: {
        'user.get': () => {
          throw apiError('missing_session', 'This call needs a signed-in session.');
        },
      },
    });
    render(<FoyerPasskeyRegistration client={client} />);
    await settle();
    await tick(60_000);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('without active user authenticated');
    expect(callsTo('user.get')).toHaveLength(1);
  });

  it('asks again when the window regains focus, at most once per 5 s', async () => {
    const { client, callsTo } = fakeClient();
    render(<FoyerLogin client={client} config={EML} />);
    await settle();
    expect(callsTo('getBootstrap')).toHaveLength(1);
    await tick(2_000);
    fireEvent.focus(window);
    await settle();
    expect(callsTo('getBootstrap')).toHaveLength(2);
    await tick(4_000);
    fireEvent.focus(window);
    await settle();
    expect(callsTo('getBootstrap')).toHaveLength(2);
    await tick(1_000);
    fireEvent.focus(window);
    await settle();
    expect(callsTo('getBootstrap')).toHaveLength(3);
  });
});
