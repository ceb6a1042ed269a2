import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { DEFAULT_SEND_LIMITS, otpFailureLimitFromEnv, sendLimitsFromEnv, twilioFromEnv } from './otp-settings.ts';

describe('passcode settings from the environment', () => {
  it('defaults to 5 sends per destination per 10 minutes and 100 per client per hour', () => {
    expect(sendLimitsFromEnv({})).toEqual(DEFAULT_SEND_LIMITS);
    expect(DEFAULT_SEND_LIMITS).toEqual({
      perDestination: 5,
      perDestinationWindowMs: 600_000,
      perClient: 100,
      perClientWindowMs: 3_600_000,
    });
    expect(otpFailureLimitFromEnv({})).toEqual({ limit: 100, windowMs: 86_400_000 });
  });

  it('reads overrides and refuses nonsense, and more than NIST’s 100 failed passcodes', () => {
    expect(
      sendLimitsFromEnv({ FOYER_SEND_LIMIT_PER_CLIENT: '20', FOYER_SEND_LIMIT_PER_CLIENT_WINDOW_MINUTES: '5' }),
    ).toMatchObject({
      perClient: 20,
      perClientWindowMs: 300_000,
    });
    expect(() => sendLimitsFromEnv({ FOYER_SEND_LIMIT_PER_DESTINATION: '0' })).toThrow(
      /FOYER_SEND_LIMIT_PER_DESTINATION/,
    );
    expect(() => otpFailureLimitFromEnv({ FOYER_OTP_FAILED_ATTEMPTS_PER_USER: '101' })).toThrow(/1 to 100/);
  });

  it('configures Twilio from TWILIO_* and needs both credentials and a sender', () => {
    expect(twilioFromEnv({})).toBeNull();
    expect(twilioFromEnv({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'tok', TWILIO_FROM: '+15005550006' })).toEqual(
      {
        accountSid: 'AC1',
        authToken: 'tok',
        from: '+15005550006',
        messagingServiceSid: null,
        whatsappFrom: null,
        baseUrl: 'https://api.twilio.com',
      },
    );
    expect(() => twilioFromEnv({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/both/);
    expect(() => twilioFromEnv({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' })).toThrow(/sender/);
    expect(() => twilioFromEnv({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '555' })).toThrow(
      /E.164/,
    );
  });

  it('puts them on the server config, with trusted proxies checked at start', () => {
    const config = loadConfig({ FOYER_TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' }, '/tmp');
    expect(config.trustedProxies).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.twilio).toBeNull();
    expect(() => loadConfig({ FOYER_TRUSTED_PROXIES: 'nope' }, '/tmp')).toThrow(/FOYER_TRUSTED_PROXIES/);
  });
});
