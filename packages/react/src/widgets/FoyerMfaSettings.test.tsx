import '../testing/setup.ts';
import type { SessionData, TotpsCreateResponseBody, UserData } from '@foyer/protocol';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FoyerConfig } from '../config/types.ts';
import { loadMfaEnrolment } from '../flow/loadMfaEnrolment.ts';
import { apiError, type FakeClientOptions, fakeClient, signedInBody, userBody } from '../testing/fakeClient.ts';
import { preloadChunks } from '../testing/preloadChunks.ts';
import { FoyerMfaSettings } from './FoyerMfaSettings.tsx';

preloadChunks(loadMfaEnrolment);

const ENROLMENT = {
  status_code: 200,
  request_id: 'r',
  user_id: 'user-test-0001',
  totp_id: 'totp-test-0001',
  secret: 'JBSWY3DPEHPK3PXP',
  qr_code: 'data:image/png;base64,iVBORw0KGgo=',
  recovery_codes: ['k7qm-x2bd-9tws', 'ab2c-3def-4ghj'],
} as TotpsCreateResponseBody;

const passkey = {
  webauthn_registration_id: 'wr-1',
  name: 'Laptop',
  domain: 'localhost',
  user_agent: '',
  verified: true,
  created_at: '2030-01-01T00:00:00Z',
  last_used_at: null,
};
const withoutApp: UserData = userBody({
  webauthn_registrations: [passkey],
  phone_numbers: [{ phone_id: 'phone-1', phone_number: '+15555550100', verified: true }],
  totps: [],
});
const withApp: UserData = { ...withoutApp, totps: [{ totp_id: 'totp-test-0001', verified: true }] };
const WRONG = apiError('totp_code_not_found', 'Invalid authenticator code, please try again.', 401);
const codesLeft = (count: number) => () => ({
  status_code: 200,
  request_id: 'r',
  user_id: 'user-test-0001',
  totps: [
    { totp_id: 'totp-test-0001', verified: true, recovery_codes: Array.from({ length: count }, (_, i) => `c${i}`) },
  ],
});

function renderSettings(answers: FakeClientOptions['answers'], config: FoyerConfig = {}) {
  const fake = fakeClient({ answers });
  const onEvent = vi.fn();
  const onError = vi.fn();
  render(<FoyerMfaSettings client={fake.client} config={config} callbacks={{ onEvent, onError }} />);
  return { ...fake, onEvent, onError, user: userEvent.setup() };
}

/** The factor list as [name, value] pairs, in order. */
const factors = () =>
  [...document.querySelectorAll('.foyer-factors dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('MFA settings widget', () => {
  it('lists the factors, sets up the authenticator app through the enrolment, and shows it on with its codes left', async () => {
    const { user, onEvent, callsTo } = renderSettings({
      'user.get': () => withoutApp,
      'totps.create': () => ENROLMENT,
      'totps.authenticate': () => ({ ...signedInBody({ user: withApp }), totp_id: 'totp-test-0001' }),
      'totps.recoveryCodes': codesLeft(2),
    });
    const region = await screen.findByRole('region', { name: 'Two-step verification' });
    expect(within(region).getByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    expect(factors()).toEqual([
      ['Authenticator app', 'Off'],
      ['Passkeys', '1'],
      ['Text message', 'On'],
    ]);
    // Without an app there is nothing to remove or regenerate, and the codes are not asked for.
    expect(screen.queryByRole('button', { name: 'Remove authenticator app' })).toBeNull();
    expect(callsTo('totps.recoveryCodes')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }));
    await screen.findByRole('heading', { name: 'Set up your authenticator app' });
    await user.type(screen.getByLabelText('6-digit code from your authenticator app'), '123456');
    await screen.findByRole('heading', { name: 'Save your recovery codes' });
    await user.click(screen.getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const heading = await screen.findByRole('heading', { name: 'Two-step verification' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Authenticator app is on.', { selector: '[role=status]' })).toBeTruthy();
    await waitFor(() =>
      expect(factors()).toEqual([
        ['Authenticator app', 'On'],
        ['Recovery codes left', '2'],
        ['Passkeys', '1'],
        ['Text message', 'On'],
      ]),
    );
    expect(onEvent).toHaveBeenCalledWith({ type: 'MFA_TOTP_ENABLED', data: {} });
    expect(screen.getByRole('button', { name: 'Get new recovery codes' })).toBeTruthy();
  });

  it('asks for a fresh code before new recovery codes and before removing the app; a wrong code says so', async () => {
    let current = withApp;
    const { user, onEvent, onError, callsTo } = renderSettings({
      'user.get': () => current,
      'totps.recoveryCodes': codesLeft(7),
      'totps.authenticate': (code) => {
        if (code === '000000') throw WRONG;
        return { ...signedInBody({ user: current }), totp_id: 'totp-test-0001' };
      },
      'totps.rotateRecoveryCodes': () => ({
        status_code: 200,
        request_id: 'r',
        user_id: 'user-test-0001',
        totp_id: 'totp-test-0001',
        recovery_codes: ['new1-aaaa-bbbb', 'new2-cccc-dddd'],
      }),
      'user.deleteTotp': () => {
        current = withoutApp;
        return { status_code: 200, request_id: 'r', user_id: 'user-test-0001', user: withoutApp };
      },
    });
    await waitFor(() => expect(factors()[1]).toEqual(['Recovery codes left', '7']));

    // New recovery codes: a code first (a wrong one is refused in place), then the codes, shown once.
    await user.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
    await screen.findByRole('heading', { name: 'Confirm it’s you' });
    const boxes = screen.getByLabelText('6-digit code from your authenticator app');
    await user.type(boxes, '000000');
    expect(await screen.findByText(WRONG.error_message, { selector: '.foyer-field-error' })).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ error_type: 'totp_code_not_found' }));
    expect(callsTo('totps.rotateRecoveryCodes')).toHaveLength(0);
    await user.type(boxes, '123456');
    await screen.findByRole('heading', { name: 'Your new recovery codes' });
    expect(
      within(screen.getByRole('list', { name: 'Recovery codes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['new1-aaaa-bbbb', 'new2-cccc-dddd']);
    await user.click(screen.getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'MFA_RECOVERY_CODES_ROTATED', data: {} });

    // Cancel leaves without a change; Remove, after a code, switches the app off.
    await user.click(await screen.findByRole('button', { name: 'Remove authenticator app' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Remove authenticator app' }));
    expect(screen.getByText(/to remove it\. Your recovery codes will stop working too\./)).toBeTruthy();
    await user.type(screen.getByLabelText('6-digit code from your authenticator app'), '654321');
    await screen.findByRole('heading', { name: 'Two-step verification' });
    expect(screen.getByText('Authenticator app removed.', { selector: '[role=status]' })).toBeTruthy();
    expect(callsTo('user.deleteTotp')).toEqual([['totp-test-0001']]);
    await waitFor(() => expect(factors()[0]).toEqual(['Authenticator app', 'Off']));
    expect(onEvent).toHaveBeenCalledWith({ type: 'MFA_TOTP_REMOVED', data: {} });
    expect(screen.getByRole('button', { name: 'Set up authenticator app' })).toBeTruthy();
  });

  it('removes the app at once for a session that proved a recovery code minutes ago (a lost phone), and asks for a code when the server wants one', async () => {
    let current = withApp;
    const { user, client, callsTo, onEvent } = renderSettings({
      'user.get': () => current,
      'totps.recoveryCodes': codesLeft(9),
      'totps.rotateRecoveryCodes': () => {
        throw apiError('mfa_required', 'Finish signing in with a second factor first.', 403);
      },
      'user.deleteTotp': () => {
        current = withoutApp;
        return { status_code: 200, request_id: 'r', user_id: 'user-test-0001', user: withoutApp };
      },
    });
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    const proven: SessionData['authentication_factors'] = [
      { type: 'magic_link', delivery_method: 'email', last_authenticated_at: minutesAgo(30) },
      { type: 'recovery_codes', delivery_method: 'recovery_code', last_authenticated_at: minutesAgo(1) },
    ];
    client.session.getSync = () => ({
      session_id: 'session-test-0001',
      user_id: 'user-test-0001',
      started_at: minutesAgo(30),
      last_accessed_at: minutesAgo(1),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      authentication_factors: proven,
    });
    // The server judges the session (here it wants a code after all): the widget asks for one.
    await user.click(await screen.findByRole('button', { name: 'Get new recovery codes' }));
    await screen.findByRole('heading', { name: 'Confirm it’s you' });
    expect(callsTo('totps.rotateRecoveryCodes')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(await screen.findByRole('button', { name: 'Remove authenticator app' }));
    await waitFor(() => expect(factors()[0]).toEqual(['Authenticator app', 'Off']));
    expect(screen.queryByRole('heading', { name: 'Confirm it’s you' })).toBeNull();
    expect(callsTo('user.deleteTotp')).toEqual([['totp-test-0001']]);
    expect(onEvent).toHaveBeenCalledWith({ type: 'MFA_TOTP_REMOVED', data: {} });
  });

  it('says when nobody is signed in', async () => {
    renderSettings({
      'user.get': () => {
        throw apiError('session_not_found', 'Session not found.', 404);
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Log in to manage two-step verification.');
  });

  it('reads right to left in Arabic, with its digits', async () => {
    renderSettings({ 'user.get': () => withApp, 'totps.recoveryCodes': codesLeft(7) }, { locale: 'ar' });
    await screen.findByRole('heading', { name: 'التحقق بخطوتين' });
    expect(document.querySelector('.foyer-root')?.getAttribute('dir')).toBe('rtl');
    await waitFor(() =>
      expect(factors()[1]).toEqual(['رموز الاسترداد المتبقية', new Intl.NumberFormat('ar').format(7)]),
    );
    expect(screen.getByRole('button', { name: 'إزالة تطبيق المصادقة' })).toBeTruthy();
  });
});
