import { useEffect, useState } from 'react';

/** The spec's tick (docs/behaviour.md#constants: the countdown ticks every 1 s). */
const TICK_MS = 1_000;

/**
 * Whole seconds left until `expiresAt` (epoch ms), updated every second and 0 once past. Reads
 * `Date.now` and `setInterval` at call time, so tests drive it with fake timers.
 */
export function useCountdown(expiresAt: number): number {
  // Computed at each render, so a new expiry (resend) shows at once; the tick only re-renders.
  const remaining = Math.max(0, Math.ceil((expiresAt - Date.now()) / 1000));
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      setTick((n) => n + 1);
      if (Date.now() >= expiresAt) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return remaining;
}

/** `m:ss` in the locale's digits, e.g. 299 → `4:59` (`٤:٥٩` in Arabic). */
export function formatCountdown(seconds: number, locale = 'en'): string {
  const digits = new Intl.NumberFormat(locale);
  return `${digits.format(Math.floor(seconds / 60))}:${digits.format(Math.floor((seconds % 60) / 10))}${digits.format(seconds % 10)}`;
}
