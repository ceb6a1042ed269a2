import { expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;

/**
 * The authenticator app on the test's phone: RFC 6238 codes (SHA-1, 6 digits, 30 s, as the
 * enrolment's `otpauth://` URI says) computed by `otpauth` from the secret the enrolment screen
 * shows, on the wall clock the main e2e server also reads.
 *
 * The server takes each code once (a code of the last accepted step or an older one is a replay)
 * and one step either side of its clock, so a journey that needs several codes takes the next step
 * each time; only when that step is more than one ahead does it wait, for the clock, not a fixed time.
 */
export class AuthenticatorApp {
  readonly #totp: TOTP;
  #lastStep = -1;

  constructor(base32Secret: string) {
    this.#totp = new TOTP({
      secret: Secret.fromBase32(base32Secret.replace(/\s+/g, '')),
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_SECONDS,
    });
  }

  /** A code the server has not seen yet and will accept now. */
  async nextCode(): Promise<string> {
    const stepNow = () => Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
    const step = Math.max(stepNow(), this.#lastStep + 1);
    // More than one step ahead of the server's clock would be refused: wait until it is not.
    await expect
      .poll(() => step - stepNow(), { message: 'the clock should reach the next code step', timeout: 35_000 })
      .toBeLessThanOrEqual(1);
    this.#lastStep = step;
    return this.#totp.generate({ timestamp: step * PERIOD_SECONDS * 1000 });
  }
}
