/** A worker that dies sooner than this after it started counts as a quick death (a crash loop). */
export const QUICK_DEATH_MS = 10_000;
/** The wait before replacing a worker after its first quick death; it doubles with each further one. */
export const FIRST_RESTART_DELAY_MS = 500;
/** The longest wait between two replacements of a worker that keeps crashing. */
export const MAX_RESTART_DELAY_MS = 30_000;

/**
 * How long to wait before replacing a worker that died, and the new count of quick deaths in a row.
 * A worker that ran for a while is replaced at once; one that died soon after starting waits 0.5 s,
 * 1 s, 2 s … up to 30 s, so a crash loop (a bad disk, a broken database) does not spin the CPU.
 */
export function restartDelay(livedMs: number, quickDeathsBefore: number): { delayMs: number; quickDeaths: number } {
  if (livedMs >= QUICK_DEATH_MS) return { delayMs: 0, quickDeaths: 0 };
  const delayMs = Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** quickDeathsBefore);
  return { delayMs, quickDeaths: quickDeathsBefore + 1 };
}
