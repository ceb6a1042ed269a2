import '../testing/setup.ts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FoyerConfig } from '../config/types.ts';
import { showToast, type ToastType } from '../core/toasts.ts';
import { useWidget } from '../core/WidgetContext.tsx';
import { fakeClient } from '../testing/fakeClient.ts';
import { WidgetShell } from '../widgets/WidgetShell.tsx';

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** A widget whose buttons raise toasts the way the screens do. */
function Raise({ type, message }: { type: ToastType; message: string }) {
  const { toasterId } = useWidget();
  return (
    <button type="button" onClick={() => showToast(toasterId, type, message)}>
      {`raise ${type}`}
    </button>
  );
}

function renderWidget(config: FoyerConfig = {}) {
  render(
    <WidgetShell client={fakeClient().client} config={config}>
      <Raise type="error" message="Too many requests." />
      <Raise type="success" message="Code resent" />
    </WidgetShell>,
  );
  return within(screen.getByRole('region', { name: 'Notifications' }));
}
const raise = (type: ToastType) => fireEvent.click(screen.getByRole('button', { name: `raise ${type}` }));
const toastOf = (area: ReturnType<typeof renderWidget>, text: string) =>
  area.queryByText(text)?.closest<HTMLElement>('.foyer-toast') ?? null;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('announces an error assertively and a success politely, both as status messages', () => {
    const area = renderWidget();
    raise('error');
    raise('success');
    const [success, error] = area.getAllByRole('status');
    expect(error?.textContent).toContain('Too many requests.');
    expect(error?.getAttribute('aria-live')).toBe('assertive');
    expect(success?.textContent).toContain('Code resent');
    expect(success?.getAttribute('aria-live')).toBe('polite');
  });

  it('hides a success after 2 s and an error after 4 s, and removes each 1 s later', async () => {
    const area = renderWidget();
    raise('error');
    raise('success');
    await tick(1_999);
    expect(toastOf(area, 'Code resent')?.dataset.visible).toBe('true');
    await tick(1);
    expect(toastOf(area, 'Code resent')?.dataset.visible).toBe('false');
    await tick(1_000);
    expect(toastOf(area, 'Code resent')).toBeNull();
    expect(toastOf(area, 'Too many requests.')?.dataset.visible).toBe('true');
    await tick(1_000);
    expect(toastOf(area, 'Too many requests.')?.dataset.visible).toBe('false');
    await tick(1_000);
    expect(toastOf(area, 'Too many requests.')).toBeNull();
  });

  it('keeps the countdown still while the pointer is over the toast area', async () => {
    const area = renderWidget();
    raise('success');
    await tick(1_500);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Notifications' }));
    await tick(10_000);
    expect(toastOf(area, 'Code resent')?.dataset.visible).toBe('true');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Notifications' }));
    await tick(499);
    expect(toastOf(area, 'Code resent')?.dataset.visible).toBe('true');
    await tick(1);
    expect(toastOf(area, 'Code resent')?.dataset.visible).toBe('false');
  });

  it('shows at most 20 toasts, dropping the oldest', () => {
    const area = renderWidget();
    raise('success');
    for (let i = 0; i < 20; i++) raise('error');
    const toasts = area.getAllByRole('status');
    expect(toasts).toHaveLength(20);
    expect(area.queryByText('Code resent')).toBeNull();
  });

  it('closes a toast with its dismiss button', async () => {
    const area = renderWidget();
    raise('error');
    fireEvent.click(area.getByRole('button', { name: 'Dismiss notification' }));
    expect(toastOf(area, 'Too many requests.')?.dataset.visible).toBe('false');
    await tick(1_000);
    expect(toastOf(area, 'Too many requests.')).toBeNull();
  });

  it('shows no toast area at all when the host sets enableToasts: false', () => {
    render(
      <WidgetShell client={fakeClient().client} config={{ enableToasts: false }}>
        <Raise type="success" message="Code resent" />
      </WidgetShell>,
    );
    raise('success');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(screen.queryByText('Code resent')).toBeNull();
  });
});
