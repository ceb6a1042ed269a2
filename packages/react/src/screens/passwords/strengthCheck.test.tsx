import '../../testing/setup.ts';
import type { PasswordStrengthCheckResponseBody as StrengthCheck } from '@foyer/protocol';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../testing/fakeClient.ts';
import { passwordInput, reachCreateOrLogin, strengthAnswer } from '../../testing/passwords.tsx';
import { STRENGTH_CHECK_DEBOUNCE_MS } from './useStrengthCheck.ts';

beforeAll(async () => {
  await import('./index.ts');
});

afterEach(() => {
  vi.useRealTimers();
});

/** A strength check the test answers when it chooses. */
function deferredChecks() {
  const pending: { password: string; answer: (value: StrengthCheck) => void; fail: (error: unknown) => void }[] = [];
  const check = (body: { password: string }) =>
    new Promise<StrengthCheck>((resolve, reject) => {
      pending.push({ password: body.password, answer: resolve, fail: reject });
    });
  return { pending, check };
}

/** Reaches the new-account form with real timers, then lets the test drive the clock. */
async function newAccountForm(check: (body: { password: string }) => StrengthCheck | Promise<StrengthCheck>) {
  const reached = await reachCreateOrLogin('new', { answers: { 'passwords.strengthCheck': check } });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return reached;
}

const type = (value: string) => fireEvent.change(passwordInput(), { target: { value } });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const settle = () => act(async () => {});
const submitDisabled = () => (screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled;

describe('the strength check under a new password', () => {
  it('waits for a pause in typing, then checks only the latest spelling, with the email', async () => {
    const { pending, check } = deferredChecks();
    const { callsTo } = await newAccountForm(check);
    type('v');
    wait(100);
    type('vi');
    wait(100);
    type('vio');
    wait(STRENGTH_CHECK_DEBOUNCE_MS - 1);
    expect(callsTo('passwords.strengthCheck')).toEqual([]);
    wait(1);
    await settle();
    expect(callsTo('passwords.strengthCheck')).toEqual([[{ email: 'ada@example.com', password: 'vio' }]]);
    expect(pending).toHaveLength(1);
  });

  it('keeps one request in flight and ignores the stale answer', async () => {
    const { pending, check } = deferredChecks();
    const { callsTo } = await newAccountForm(check);
    type('weak');
    wait(STRENGTH_CHECK_DEBOUNCE_MS);
    await settle();
    type('violet-harbour-tangent-47');
    wait(STRENGTH_CHECK_DEBOUNCE_MS);
    await settle();
    // The first check still runs: the second waits for it.
    expect(callsTo('passwords.strengthCheck')).toHaveLength(1);

    // The first answer is for an old spelling: it neither draws nor enables anything.
    await act(async () => pending[0]?.answer(strengthAnswer({ score: 4, valid: true })));
    await settle();
    expect(submitDisabled()).toBe(true);
    expect(document.querySelector('.foyer-strength-bar')).toBeNull();
    expect(callsTo('passwords.strengthCheck').map(([body]) => (body as { password: string }).password)).toEqual([
      'weak',
      'violet-harbour-tangent-47',
    ]);

    await act(async () => pending[1]?.answer(strengthAnswer({ score: 4, valid: true })));
    expect(submitDisabled()).toBe(false);
    expect(document.querySelectorAll('.foyer-strength-segment[data-state="filled"]')).toHaveLength(4);
  });

  it('disables submit again as soon as the password changes, until its own answer says valid', async () => {
    const { pending, check } = deferredChecks();
    await newAccountForm(check);
    type('violet-harbour-tangent-47');
    wait(STRENGTH_CHECK_DEBOUNCE_MS);
    await settle();
    await act(async () => pending[0]?.answer(strengthAnswer({ score: 4, valid: true })));
    expect(submitDisabled()).toBe(false);
    type('violet-harbour-tangent-4');
    expect(submitDisabled()).toBe(true);
    wait(STRENGTH_CHECK_DEBOUNCE_MS);
    await settle();
    await act(async () =>
      pending[1]?.answer(strengthAnswer({ score: 2, valid: false, warning: 'Add another word or two.' })),
    );
    expect(submitDisabled()).toBe(true);
    screen.getByText('Add another word or two.');
  });

  it('shows a breached answer’s sentence and keeps submit disabled', async () => {
    const { pending, check } = deferredChecks();
    await newAccountForm(check);
    type('password1');
    wait(STRENGTH_CHECK_DEBOUNCE_MS);
    await settle();
    await act(async () => pending[0]?.answer(strengthAnswer({ score: 0, valid: false, breached: true })));
    screen.getByText(/may have been used on a different site that experienced a security issue/);
    expect(submitDisabled()).toBe(true);
  });

  it('shows the message of an invalid_email answer', async () => {
    const { pending, check } = deferredChecks();
    await newAccountForm(check);
    type('violet-harbour-tangent-47');
    wait(STRENGTH_CHECK_DEBOUNCE_MS);
    await settle();
    await act(async () => pending[0]?.fail(apiError('invalid_email', 'Invalid email address')));
    screen.getByText('Invalid email address');
    expect(submitDisabled()).toBe(true);
  });

  it('clears the meter and sends nothing for an emptied field', async () => {
    const { pending, check } = deferredChecks();
    const { callsTo } = await newAccountForm(check);
    type('abc');
    type('');
    wait(STRENGTH_CHECK_DEBOUNCE_MS * 2);
    await settle();
    expect(callsTo('passwords.strengthCheck')).toEqual([]);
    expect(pending).toHaveLength(0);
  });

  it('LUDS project: shows both requirements from bootstrap, then marks each from the answer', async () => {
    const { pending, check } = deferredChecks();
    await reachCreateOrLogin('new', {
      answers: { 'passwords.strengthCheck': check },
      bootstrap: { strengthPolicy: 'luds', passwordConfig: { ludsMinimumCount: 10, ludsComplexity: 3 } },
    });
    const lines = () => screen.getAllByRole('listitem').map((line) => line.getAttribute('data-state'));
    await screen.findByText('Must be at least 10 characters long', { exact: false });
    expect(lines()).toEqual(['unmet', 'unmet']);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    type('abcdefghijk');
    wait(STRENGTH_CHECK_DEBOUNCE_MS);
    await settle();
    await act(async () =>
      pending[0]?.answer(strengthAnswer({ valid: false, luds: { missing_characters: 0, missing_complexity: 2 } })),
    );
    expect(lines()).toEqual(['met', 'unmet']);
    expect(submitDisabled()).toBe(true);
  });
});
