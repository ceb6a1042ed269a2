import '../testing/setup.ts';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient, userBody } from '../testing/fakeClient.ts';
import { renderLogin, submitEmail } from '../testing/renderLogin.tsx';
import { FoyerPasskeyRegistration } from './FoyerPasskeyRegistration.tsx';
import { FoyerResetPassword } from './FoyerResetPassword.tsx';

// What a host hears through its callbacks: the spec's events (docs/behaviour.md#calls) and error object (docs/behaviour.md#data).

describe('onEvent', () => {
  it('hears every event the spec lists, in order, on a magic-link journey', async () => {
    const onEvent = vi.fn();
    const { user } = renderLogin({ callbacks: { onEvent } });
    await submitEmail(user, 'ada@example.com');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('textbox', { name: 'Email' });

    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual([
      'sdk_instance_instantiated',
      'render_login_screen',
      'email_sent',
      'email_try_again_clicked',
    ]);
    expect(onEvent).toHaveBeenCalledWith({
      type: 'email_sent',
      data: { email: 'ada@example.com', type: 'emailMagicLinks' },
    });
    expect(onEvent).toHaveBeenCalledWith({
      type: 'email_try_again_clicked',
      data: { email: 'ada@example.com', type: 'emailMagicLinks' },
    });
  });

  it('does not log sdk_instance_instantiated through the client again (the client logged it when created)', async () => {
    const { events } = renderLogin({ callbacks: { onEvent: vi.fn() } });
    await screen.findByRole('textbox', { name: 'Email' });
    expect(events().map((event) => event.name)).toEqual(['render_login_screen']);
  });

  it('hears sdk_instance_instantiated from the reset and passkey registration widgets too', async () => {
    const onEvent = vi.fn();
    const { client } = fakeClient({
      answers: { 'user.get': () => userBody({ user_id: 'user-1' }) },
    });
    render(
      <>
        <FoyerResetPassword client={client} config={{}} callbacks={{ onEvent }} />
        <FoyerPasskeyRegistration client={client} callbacks={{ onEvent }} />
      </>,
    );
    await waitFor(() => expect(onEvent).toHaveBeenCalledTimes(2));
    expect(onEvent).toHaveBeenNthCalledWith(1, { type: 'sdk_instance_instantiated', data: {} });
    expect(onEvent).toHaveBeenNthCalledWith(2, { type: 'sdk_instance_instantiated', data: {} });
  });
});

describe('onError', () => {
  it('receives { error_type, error_message } for a failure outside the API, typed by the SDK’s code', async () => {
    const onError = vi.fn();
    const networkError = Object.assign(new Error('The server could not be reached.'), {
      name: 'FoyerSdkError',
      code: 'network_error',
    });
    const { user } = renderLogin(
      { callbacks: { onError } },
      {
        answers: {
          'magicLinks.email.loginOrCreate': () => {
            throw networkError;
          },
        },
      },
    );
    await submitEmail(user, 'ada@example.com');
    await screen.findByRole('alert');
    expect(onError).toHaveBeenCalledWith({
      error_type: 'network_error',
      error_message: 'The server could not be reached.',
    });
  });

  it('receives error_type unknown_error when nothing names the failure', async () => {
    const onError = vi.fn();
    const { user } = renderLogin(
      { callbacks: { onError } },
      {
        answers: {
          'magicLinks.email.loginOrCreate': () => {
            throw new Error('Something odd happened.');
          },
        },
      },
    );
    await submitEmail(user, 'ada@example.com');
    await screen.findByRole('alert');
    expect(onError).toHaveBeenCalledWith({ error_type: 'unknown_error', error_message: 'Something odd happened.' });
  });
});
