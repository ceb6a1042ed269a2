import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TwilioSettings } from '../../config/twilio-settings.ts';
import { listOutboxMessages } from '../../store/outbox.ts';
import { type FakeTwilio, startFakeTwilio } from '../../testing/fake-twilio.ts';
import { PATHS, sendCode } from '../../testing/otp.ts';
import { createTestContext } from '../../testing/test-context.ts';
import { SmsDeliveryError } from './sms-sender.ts';
import { createTwilioSender } from './twilio-sender.ts';

const SMS_FROM = '+15005550006';
const WHATSAPP_FROM = '+14155238886';

describe('the Twilio adapter, against a local stand-in that checks requests as Twilio does', () => {
  let twilio: FakeTwilio;
  beforeEach(async () => {
    twilio = await startFakeTwilio({ unreachable: ['+15005550009'] });
  });
  afterEach(() => twilio.close());

  const settings = (overrides: Partial<TwilioSettings> = {}): TwilioSettings => ({
    accountSid: twilio.accountSid,
    authToken: twilio.authToken,
    from: SMS_FROM,
    messagingServiceSid: null,
    whatsappFrom: WHATSAPP_FROM,
    baseUrl: twilio.baseUrl,
    ...overrides,
  });
  const message = (channel: 'sms' | 'whatsapp', to = '+15555550123') => ({
    projectId: 'project-test-x',
    channel,
    to,
    body: '123456 is your code.\n\n@host.example #123456',
    code: '123456',
  });

  it('sends an SMS with To, From and Body, authenticated as the account', async () => {
    await createTwilioSender(settings()).send(message('sms'));
    expect(twilio.statuses).toEqual([201]);
    expect(twilio.accepted).toEqual([
      expect.objectContaining({
        to: '+15555550123',
        from: SMS_FROM,
        body: '123456 is your code.\n\n@host.example #123456',
      }),
    ]);
  });

  it('sends WhatsApp with whatsapp: addresses on both To and From', async () => {
    await createTwilioSender(settings()).send(message('whatsapp'));
    expect(twilio.accepted[0]).toMatchObject({ to: 'whatsapp:+15555550123', from: `whatsapp:${WHATSAPP_FROM}` });
  });

  it('uses MessagingServiceSid instead of From when one is configured', async () => {
    const sid = 'MG00000000000000000000000000000000';
    await createTwilioSender(settings({ from: null, messagingServiceSid: sid })).send(message('sms'));
    expect(twilio.accepted[0]).toMatchObject({ from: null, messagingServiceSid: sid });
  });

  it('reports a wrong auth token as a delivery error that never holds the token', async () => {
    const wrong = 'f'.repeat(32);
    const error = await createTwilioSender(settings({ authToken: wrong }))
      .send(message('sms'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error).toMatchObject({ options: { status: 401, providerCode: 20003 } });
    const text = `${(error as Error).message} ${(error as Error).stack}`;
    expect(text).not.toContain(wrong);
    expect(text).not.toContain(twilio.authToken);
    expect(text).not.toContain('123456');
    expect(twilio.accepted).toHaveLength(0);
  });

  it('marks an unreachable number as an invalid destination (Twilio 21614)', async () => {
    const error = await createTwilioSender(settings())
      .send(message('sms', '+15005550009'))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ isInvalidDestination: true, options: { providerCode: 21614 } });
  });

  it('reports an unreachable provider as a delivery error', async () => {
    await twilio.close();
    const error = await createTwilioSender(settings())
      .send(message('sms'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error).toMatchObject({ options: { status: null } });
    twilio = await startFakeTwilio();
  });

  it('says whether each channel has a sender', () => {
    expect(createTwilioSender(settings({ whatsappFrom: null })).supports('whatsapp')).toBe(false);
    expect(createTwilioSender(settings({ whatsappFrom: null })).supports('sms')).toBe(true);
    expect(createTwilioSender(settings({ from: null })).supports('sms')).toBe(false);
  });

  describe('through the server in production mode', () => {
    it('texts passcodes through Twilio (not the outbox) and the texted code signs in', async () => {
      const t = await createTestContext({ config: { twilio: settings() } });
      try {
        const res = await t.sdk(PATHS.sms, { phone_number: '+15555550123' });
        expect(res.status).toBe(200);
        expect(await listOutboxMessages(t.deps.db)).toHaveLength(0);
        const body = twilio.accepted[0]?.body ?? '';
        const code = body.match(/#(\d{6})$/)?.[1] as string;
        expect(body).toBe(`${code} is your Test project code. It expires in 5 minutes.\n\n@host.example #${code}`);
        const signedIn = await t.sdk(PATHS.authenticate, { token: code, method_id: res.body.method_id });
        expect(signedIn.status).toBe(200);

        await t.sdk(PATHS.whatsapp, { phone_number: '+15555550123' });
        expect(twilio.accepted[1]?.to).toBe('whatsapp:+15555550123');
      } finally {
        await t.close();
      }
    });

    it('answers invalid_phone_number when Twilio refuses the number, and masks other failures', async () => {
      const t = await createTestContext({ config: { twilio: settings({ authToken: 'e'.repeat(32) }) } });
      try {
        const failed = await t.sdk(PATHS.sms, { phone_number: '+15555550123' });
        expect(failed.status).toBe(500);
        expect(failed.body.error_type).toBe('internal_server_error');
        expect(JSON.stringify(failed.body)).not.toContain('e'.repeat(32));
        expect(t.logs.join('\n')).toContain('code 20003');
        expect(t.logs.join('\n')).not.toContain('e'.repeat(32));
      } finally {
        await t.close();
      }
      const t2 = await createTestContext({ config: { twilio: settings() } });
      try {
        const refused = await t2.sdk(PATHS.sms, { phone_number: '+15005550009' });
        expect(refused.status).toBe(400);
        expect(refused.body.error_type).toBe('invalid_phone_number');
      } finally {
        await t2.close();
      }
    });

    it('refuses WhatsApp with product_not_enabled when Twilio has no WhatsApp sender', async () => {
      const t = await createTestContext({ config: { twilio: settings({ whatsappFrom: null }) } });
      try {
        const res = await t.sdk(PATHS.whatsapp, { phone_number: '+15555550123' });
        expect(res.status).toBe(403);
        expect(res.body.error_type).toBe('product_not_enabled');
      } finally {
        await t.close();
      }
    });

    it('keeps using the dev outbox in development mode even when Twilio is configured', async () => {
      const t = await createTestContext({ config: { mode: 'development', twilio: settings() } });
      try {
        const { code } = await sendCode(t, 'whatsapp', '+15555550123');
        expect(code).toMatch(/^\d{6}$/);
        expect((await listOutboxMessages(t.deps.db))[0]).toMatchObject({
          channel: 'whatsapp',
          subject: 'WhatsApp message',
        });
        expect(twilio.accepted).toHaveLength(0);
      } finally {
        await t.close();
      }
    });
  });
});
