import { useCallback, useSyncExternalStore } from 'react';

/** The kinds of toast the widget raises. */
export type ToastType = 'success' | 'error';

/** One toast as the toast area draws it. `visible` turns false on dismissal, a second before removal. */
export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  visible: boolean;
}

// docs/behaviour.md#constants: 4 s for errors, 2 s for successes; at most 20 at once; removed 1 s after dismissal.
const DURATION: Record<ToastType, number> = { error: 4_000, success: 2_000 };
const LIMIT = 20;
const REMOVE_DELAY = 1_000;

interface Timer {
  handle?: ReturnType<typeof setTimeout>;
  /** Time left before the toast dismisses itself, and when that countdown (re)started. */
  left: number;
  since: number;
}

interface Toaster {
  toasts: readonly Toast[];
  timers: Map<number, Timer>;
  paused: boolean;
  listeners: Set<() => void>;
}

// One store per widget (its toasterId), so two widgets on a page keep their toasts apart.
const toasters = new Map<string, Toaster>();
let nextId = 1;
const NO_TOASTS: readonly Toast[] = [];

function toasterFor(toasterId: string): Toaster {
  let toaster = toasters.get(toasterId);
  if (!toaster) {
    toaster = { toasts: [], timers: new Map(), paused: false, listeners: new Set() };
    toasters.set(toasterId, toaster);
  }
  return toaster;
}

function update(toaster: Toaster, toasts: readonly Toast[]): void {
  toaster.toasts = toasts;
  for (const listener of toaster.listeners) listener();
}

function startTimer(toasterId: string, id: number, timer: Timer): void {
  timer.since = Date.now();
  timer.handle = setTimeout(() => dismissToast(toasterId, id), timer.left);
}

/** Shows a toast in a widget's toast area; newest first, the oldest beyond 20 dropped. */
export function showToast(toasterId: string, type: ToastType, message: string): void {
  const toaster = toasterFor(toasterId);
  const toast: Toast = { id: nextId++, type, message, visible: true };
  const kept = [toast, ...toaster.toasts].slice(0, LIMIT);
  for (const id of toaster.timers.keys()) {
    if (!kept.some((t) => t.id === id)) clearTimeout(toaster.timers.get(id)?.handle);
  }
  const timer: Timer = { left: DURATION[type], since: 0 };
  toaster.timers.set(toast.id, timer);
  if (!toaster.paused) startTimer(toasterId, toast.id, timer);
  update(toaster, kept);
}

/** Hides a toast now and removes it a second later (its fade-out). */
export function dismissToast(toasterId: string, id: number): void {
  const toaster = toasterFor(toasterId);
  clearTimeout(toaster.timers.get(id)?.handle);
  toaster.timers.delete(id);
  update(
    toaster,
    toaster.toasts.map((t) => (t.id === id ? { ...t, visible: false } : t)),
  );
  setTimeout(
    () =>
      update(
        toaster,
        toaster.toasts.filter((t) => t.id !== id),
      ),
    REMOVE_DELAY,
  );
}

/** Stops every countdown of a toast area (the pointer is over it), or resumes them. */
export function pauseToasts(toasterId: string, paused: boolean): void {
  const toaster = toasterFor(toasterId);
  if (toaster.paused === paused) return;
  toaster.paused = paused;
  for (const [id, timer] of toaster.timers) {
    if (paused) {
      clearTimeout(timer.handle);
      timer.left -= Date.now() - timer.since;
    } else {
      startTimer(toasterId, id, timer);
    }
  }
}

/** The toasts of one widget's toast area, newest first. */
export function useToasts(toasterId: string): readonly Toast[] {
  const toaster = toasterFor(toasterId);
  const subscribe = useCallback(
    (listener: () => void) => {
      toaster.listeners.add(listener);
      return () => toaster.listeners.delete(listener);
    },
    [toaster],
  );
  // A server render (Next.js prerenders the page) has no toasts yet.
  return useSyncExternalStore(
    subscribe,
    () => toaster.toasts,
    () => NO_TOASTS,
  );
}

/** Drops every toast of every widget at once (tests start each case from an empty area). */
export function removeAllToasts(): void {
  for (const toaster of toasters.values()) {
    for (const timer of toaster.timers.values()) clearTimeout(timer.handle);
  }
  toasters.clear();
}
