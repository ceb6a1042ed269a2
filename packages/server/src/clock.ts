/** Time as the server sees it. Injected everywhere so tests (and the dev test clock) control it. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that can be moved forward: used by tests, and by the dev server when FOYER_TEST_CLOCK=1. */
export class AdjustableClock implements Clock {
  #offsetMs = 0;
  constructor(private readonly base: Clock = systemClock) {}
  now(): number {
    return this.base.now() + this.#offsetMs;
  }
  advance(ms: number): void {
    this.#offsetMs += ms;
  }
}

export const minutes = (n: number) => n * 60_000;
export const iso = (ms: number) => new Date(ms).toISOString();
