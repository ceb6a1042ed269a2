import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { otpFailureLimitFromEnv } from './otp-settings.ts';

describe('passcode settings from the environment', () => {
  it('defaults to 100 wrong passcodes per user a day, on the server config', () => {
    expect(otpFailureLimitFromEnv({})).toEqual({ limit: 100, windowMs: 86_400_000 });
    expect(loadConfig({}, '/tmp').otpFailureLimit).toEqual({ limit: 100, windowMs: 86_400_000 });
  });

  it('reads a lower limit and refuses more than NIST’s 100 failed passcodes', () => {
    expect(otpFailureLimitFromEnv({ FOYER_OTP_FAILED_ATTEMPTS_PER_USER: '10' }).limit).toBe(10);
    expect(() => otpFailureLimitFromEnv({ FOYER_OTP_FAILED_ATTEMPTS_PER_USER: '101' })).toThrow(/1 to 100/);
  });
});
