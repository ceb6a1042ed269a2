import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { twilioFromEnv } from './twilio-settings.ts';

describe('Twilio settings from the environment', () => {
  it('leaves Twilio off when no TWILIO_* variable is set', () => {
    expect(twilioFromEnv({})).toBeNull();
    expect(loadConfig({}, '/tmp').twilio).toBeNull();
  });

  it('configures Twilio from TWILIO_* and needs both credentials and a sender', () => {
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
});
