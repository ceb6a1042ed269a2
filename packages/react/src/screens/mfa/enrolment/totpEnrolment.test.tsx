import '../../../testing/setup.ts';
import type { TotpsCreateResponseBody } from '@foyer/protocol';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FoyerConfig } from '../../../config/types.ts';
import { loadMfaEnrolment } from '../../../flow/loadMfaEnrolment.ts';
import { apiError, type FakeClientOptions, fakeClient, signedInBody } from '../../../testing/fakeClient.ts';
import { preloadChunks } from '../../../testing/preloadChunks.ts';
import { WidgetShell } from '../../../widgets/WidgetShell.tsx';

preloadChunks(loadMfaEnrolment);

const TotpEnrolment = lazy(() => loadMfaEnrolment().then((m) => ({ default: m.TotpEnrolment })));

export const ENROLMENT: TotpsCreateResponseBody = {
  status_code: 200,
  request_id: 'r',
  user_id: 'user-test-0001',
  totp_id: 'totp-test-0001',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_code: 'data:image/png;base64,iVBORw0KGgo=',
  recovery_codes: ['k7qm-x2bd-9tws', 'ab2c-3def-4ghj', 'mn5p-6qrs-7tuv'],
} as TotpsCreateResponseBody;

afterEach(() => vi.restoreAllMocks());

function renderEnrolment(answers: FakeClientOptions['answers'], config: FoyerConfig = {}) {
  const fake = fakeClient({ answers: { 'totps.create': () => ENROLMENT, ...answers } });
  const onDone = vi.fn();
  const onError = vi.fn();
  render(
    <WidgetShell client={fake.client} config={config} callbacks={{ onError }}>
      <Suspense>
        <TotpEnrolment onDone={onDone} />
      </Suspense>
    </WidgetShell>,
  );
  return { ...fake, onDone, onError, user: userEvent.setup() };
}

describe('authenticator app enrolment', () => {
  it('shows the QR code and the grouped key, confirms a first code, then the recovery codes until they are saved', async () => {
    const { user, onDone, callsTo } = renderEnrolment({
      'totps.authenticate': (code) => {
        if (code !== '123456')
          throw apiError('totp_code_not_found', 'Invalid authenticator code, please try again.', 401);
        return { ...signedInBody(), totp_id: ENROLMENT.totp_id };
      },
    });

    const heading = await screen.findByRole('heading', { name: 'Set up your authenticator app' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const qr = screen.getByRole('img', { name: 'QR code to add this account to your authenticator app' });
    expect(qr.getAttribute('src')).toBe(ENROLMENT.qr_code);
    // Grouped by four for reading, copied whole.
    expect((screen.getByLabelText('Setup key') as HTMLInputElement).value).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(ENROLMENT.secret);
    expect(screen.getByRole('status').textContent).toBe('Copied to the clipboard.');

    // A wrong code: its message under the boxes, the boxes emptied; the sixth digit sends by itself.
    const boxes = screen.getByLabelText('6-digit code from your authenticator app');
    await user.type(boxes, '000000');
    expect(
      await screen.findByText('Invalid authenticator code, please try again.', { selector: '.foyer-field-error' }),
    ).toBeTruthy();
    expect((boxes as HTMLInputElement).value).toBe('');
    expect(boxes.getAttribute('aria-invalid')).toBe('true');
    await user.type(boxes, '123456');

    await screen.findByRole('heading', { name: 'Save your recovery codes' });
    expect(callsTo('totps.authenticate').map((args) => args[0])).toEqual(['000000', '123456']);
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(ENROLMENT.recovery_codes);
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(ENROLMENT.recovery_codes.join('\n'));

    // Download: a text file named for the site, the codes one per line.
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(clicked[0]?.download).toBe(`${location.hostname}-recovery-codes.txt`);
    const text = await created[0]?.text();
    expect(text?.split('\n')).toEqual([
      `Recovery codes for ${location.hostname}. Each code signs you in once.`,
      '',
      ...ENROLMENT.recovery_codes,
      '',
    ]);

    // Continue only once the user says the codes are saved.
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect((continueButton as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    await user.click(continueButton);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ totp_id: ENROLMENT.totp_id }));
    expect(callsTo('totps.create')).toHaveLength(1);
  });

  it('says so when the enrolment cannot start, reports it, and tries again on request', async () => {
    let fail = true;
    const { user, onError } = renderEnrolment({
      'totps.create': () => {
        if (fail) throw apiError('active_totp_exists', 'This user already has an authenticator app.', 409);
        return ENROLMENT;
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This user already has an authenticator app.');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ error_type: 'active_totp_exists' }));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Set up your authenticator app' });
  });

  it('reads right to left in Arabic, the key and codes kept left to right', async () => {
    const { user } = renderEnrolment(
      { 'totps.authenticate': () => ({ ...signedInBody(), totp_id: ENROLMENT.totp_id }) },
      { locale: 'ar' },
    );
    await screen.findByRole('heading', { name: 'إعداد تطبيق المصادقة' });
    expect(document.querySelector('.foyer-root')?.getAttribute('dir')).toBe('rtl');
    await user.type(screen.getByLabelText('رمز من 6 أرقام من تطبيق المصادقة'), '123456');
    await screen.findByRole('heading', { name: 'احفظ رموز الاسترداد' });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'لقد حفظت رموز الاسترداد' })).toBeTruthy());
    expect(document.querySelector('.foyer-recovery-codes')).toBeTruthy();
  });
});
