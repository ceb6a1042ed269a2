import '../../../testing/setup.ts';
import type { OkResponseBody, UserData } from '@foyer/protocol';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type FakeClientOptions, fakeClient, signedInBody } from '../../../testing/fakeClient.ts';
import { preloadChunks } from '../../../testing/preloadChunks.ts';
import { FoyerPasskeyRegistration } from '../../../widgets/FoyerPasskeyRegistration.tsx';

// The chunks these tests render, loaded before them (a busy machine timed the tests out).
preloadChunks(() => import('../index.ts'));

function registration(id: string, name: string) {
  return {
    webauthn_registration_id: id,
    name,
    domain: 'localhost',
    user_agent: '',
    verified: true,
    created_at: '2026-01-05T10:00:00.000Z',
    last_used_at: null,
  };
}

function userWith(...registrations: ReturnType<typeof registration>[]): UserData {
  return {
    user_id: 'user-1',
    created_at: '2026-01-05T10:00:00.000Z',
    status: 'active',
    name: { first_name: '', last_name: '' },
    emails: [],
    phone_numbers: [],
    webauthn_registrations: registrations,
    providers: [],
    crypto_wallets: [],
    password: null,
  };
}

afterEach(() => vi.restoreAllMocks());

const TWO = userWith(registration('wr-1', 'Laptop'), registration('wr-2', 'Phone'));

function renderWidget(answers: FakeClientOptions['answers'] = {}, onEvent = vi.fn(), onError = vi.fn()) {
  const fake = fakeClient({ answers: { 'user.get': () => TWO, ...answers } });
  const user = userEvent.setup();
  render(<FoyerPasskeyRegistration client={fake.client} callbacks={{ onEvent, onError }} />);
  return { ...fake, user, onEvent, onError };
}

/** docs/behaviour.md#errors: passkey list errors are only logged; nothing on screen repeats the server's message. */
async function expectOnlyLogged(log: ReturnType<typeof vi.spyOn>, onError: ReturnType<typeof vi.fn>, message: string) {
  await waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining(message)));
  expect(onError).toHaveBeenCalledWith(expect.objectContaining({ error_message: message }));
  expect(screen.queryByText(message)).toBeNull();
  expect(document.querySelector('.foyer-toast')).toBeNull();
}

/** The names in 'Existing Passkeys', in order. */
const listedNames = () =>
  within(screen.getByRole('region', { name: 'Existing Passkeys' }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.foyer-passkey-name')?.textContent);

async function skipToList(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Skip' }));
  await screen.findByRole('heading', { name: 'Passkey successfully created!' });
}

describe('passkey registration widget', () => {
  it('creates a passkey and lists it on the success screen', async () => {
    const created = userWith(
      registration('wr-1', 'Laptop'),
      registration('wr-2', 'Phone'),
      registration('wr-3', 'Passkey 3'),
    );
    const { user, callsTo } = renderWidget({ 'webauthn.register': () => signedInBody({ user: created }) });
    await screen.findByRole('heading', { name: 'Set up a new Passkey' });
    await user.click(screen.getByRole('button', { name: 'Create a Passkey' }));
    await screen.findByRole('heading', { name: 'Passkey successfully created!' });
    expect(callsTo('webauthn.register')).toEqual([[{ is_passkey: true, session_duration_minutes: 30 }]]);
    expect(listedNames()).toEqual(['Laptop', 'Phone', 'Passkey 3']);
    screen.getByRole('button', { name: 'Set up another Passkey' });
  });

  it.each([
    ['the server refuses a duplicate', () => apiError('duplicate_webauthn_registration', 'dup')],
    [
      'the browser refuses a credential it holds',
      () => Object.assign(new Error('x'), { code: 'webauthn_already_registered' }),
    ],
  ])('says the passkey is already registered when %s', async (_, error) => {
    const { user } = renderWidget({
      'webauthn.register': () => {
        throw error();
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create a Passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
    );
    screen.getByRole('heading', { name: 'Set up a new Passkey' });
  });

  it('says the passkey was not created for any other failure', async () => {
    const { user } = renderWidget({
      'webauthn.register': () => {
        throw Object.assign(new Error('cancelled'), { code: 'webauthn_failed' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create a Passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
    );
  });

  it('skips to the list, goes back with “Set up another Passkey”, and sends PASSKEY_DONE on Done', async () => {
    const { user, onEvent } = renderWidget();
    await skipToList(user);
    expect(listedNames()).toEqual(['Laptop', 'Phone']);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'PASSKEY_DONE', data: {} });
    await user.click(screen.getByRole('button', { name: 'Set up another Passkey' }));
    await screen.findByRole('heading', { name: 'Set up a new Passkey' });
  });

  describe('editing', () => {
    it('renames at once, before the server answers', async () => {
      let finish: (value: OkResponseBody) => void = () => {};
      const { user, callsTo } = renderWidget({
        'webauthn.update': () => new Promise<OkResponseBody>((resolve) => (finish = resolve)),
      });
      await skipToList(user);
      await user.click(screen.getByTestId('passkey-edit-wr-1'));
      // While one row is edited, the other rows' actions are hidden and the buttons disabled.
      expect(screen.queryByTestId('passkey-edit-wr-2')).toBeNull();
      expect(screen.queryByTestId('passkey-delete-wr-2')).toBeNull();
      expect(screen.getByRole('button', { name: 'Done' })).toHaveProperty('disabled', true);
      expect(screen.getByRole('button', { name: 'Set up another Passkey' })).toHaveProperty('disabled', true);

      const field = screen.getByRole('textbox', { name: 'Passkey name' });
      await user.clear(field);
      await user.type(field, 'Work laptop');
      await user.click(screen.getByTestId('passkey-save-wr-1'));
      expect(listedNames()).toEqual(['Work laptop', 'Phone']);
      expect(callsTo('webauthn.update')).toEqual([[{ webauthn_registration_id: 'wr-1', name: 'Work laptop' }]]);
      expect(screen.getByRole('button', { name: 'Done' })).toHaveProperty('disabled', false);
      finish({ status_code: 200, request_id: 'r' });
      await waitFor(() => expect(listedNames()).toEqual(['Work laptop', 'Phone']));
    });

    it('rolls a refused rename back and only logs the error (docs/behaviour.md#errors), no toast', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user, onError } = renderWidget({
        'webauthn.update': () => {
          throw apiError('webauthn_registration_not_found', 'That passkey is gone.');
        },
      });
      await skipToList(user);
      await user.click(screen.getByTestId('passkey-edit-wr-2'));
      const field = screen.getByRole('textbox', { name: 'Passkey name' });
      await user.clear(field);
      await user.type(field, 'Tablet');
      await user.click(screen.getByTestId('passkey-save-wr-2'));
      await waitFor(() => expect(listedNames()).toEqual(['Laptop', 'Phone']));
      await expectOnlyLogged(log, onError, 'That passkey is gone.');
    });
  });

  describe('deleting', () => {
    it('asks first, can be cancelled, then deletes at once', async () => {
      const { user, callsTo } = renderWidget({
        'user.deleteWebauthnRegistration': () => ({ status_code: 200, request_id: 'r' }),
      });
      await skipToList(user);
      await user.click(screen.getByTestId('passkey-delete-wr-1'));
      screen.getByText('Once deleted, the passkey cannot be restored.');
      expect(screen.queryByTestId('passkey-edit-wr-2')).toBeNull();
      expect(screen.getByRole('button', { name: 'Done' })).toHaveProperty('disabled', true);

      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByText('Once deleted, the passkey cannot be restored.')).toBeNull();
      expect(listedNames()).toEqual(['Laptop', 'Phone']);
      expect(callsTo('user.deleteWebauthnRegistration')).toEqual([]);

      await user.click(screen.getByTestId('passkey-delete-wr-1'));
      await user.click(screen.getByRole('button', { name: 'Delete passkey' }));
      expect(listedNames()).toEqual(['Phone']);
      expect(callsTo('user.deleteWebauthnRegistration')).toEqual([['wr-1']]);
    });

    it('rolls a refused delete back and only logs the error (docs/behaviour.md#errors), no toast', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user, onError } = renderWidget({
        'user.deleteWebauthnRegistration': () => {
          throw apiError('too_many_requests', 'Too many requests. Wait a moment and try again.');
        },
      });
      await skipToList(user);
      await user.click(screen.getByTestId('passkey-delete-wr-2'));
      await user.click(screen.getByRole('button', { name: 'Delete passkey' }));
      await waitFor(() => expect(listedNames()).toEqual(['Laptop', 'Phone']));
      await expectOnlyLogged(log, onError, 'Too many requests. Wait a moment and try again.');
    });
  });
});
