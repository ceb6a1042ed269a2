import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import type { SendLimits } from '../../config/send-limit-settings.ts';
import { listOutboxMessages } from '../../store/outbox.ts';
import { PATHS, sdkFrom } from '../../testing/otp.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';

const MINUTE = 60_000;
const LIMITS: SendLimits = {
  perDestination: 3,
  perDestinationWindowMs: 10 * MINUTE,
  perClient: 4,
  perClientWindowMs: 60 * MINUTE,
};

describe('send limits (passcodes and magic links)', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext({ config: { sendLimits: LIMITS, trustedProxies: ['10.0.0.0/8', 'fd00::/8'] } });
  });
  afterEach(() => t.close());

  const sendSms = (phone: string, address = '203.0.113.7', headers?: Record<string, string>) =>
    sdkFrom(t.app, PATHS.sms, { phone_number: phone }, { address, headers });

  describe('per destination', () => {
    it('refuses the fourth code to one number in 10 minutes with 429, too_many_requests and a truthful Retry-After', async () => {
      // Start at the beginning of a fixed window so the sliding-window arithmetic is deterministic:
      // three sends now fade out over the next window, so a fourth fits after 10 + 10/3 minutes.
      const window = LIMITS.perDestinationWindowMs;
      t.clock.advance(window - (t.clock.now() % window));
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        expect((await sendSms('+15555550123', address)).status).toBe(200);
      }
      const refused = await sendSms('+15555550123', '203.0.113.4');
      expect(refused.status).toBe(429);
      expect(refused.body.error_type).toBe('too_many_requests');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(798);
      expect(retryAfter).toBeLessThanOrEqual(800);
      expect((await listOutboxMessages(t.deps.db)).filter((m) => m.to === '+15555550123')).toHaveLength(3);

      t.clock.advance((retryAfter - 3) * 1000);
      expect((await sendSms('+15555550123', '203.0.113.5')).status).toBe(429);
      t.clock.advance(3000);
      expect((await sendSms('+15555550123', '203.0.113.6')).status).toBe(200);
    });

    it('answers the same for an address with an account and one without (no enumeration)', async () => {
      const known = 'known@example.com';
      await sdkFrom(t.app, PATHS.email, { email: known }, { address: '198.51.100.1' });
      const answers = [];
      for (const email of [known, 'unknown@example.com']) {
        const sent = email === known ? 1 : 0;
        for (let i = sent; i < LIMITS.perDestination; i += 1) {
          await sdkFrom(t.app, PATHS.email, { email }, { address: `198.51.100.${10 + i}` });
        }
        const res = await sdkFrom(t.app, PATHS.email, { email }, { address: '198.51.100.99' });
        answers.push({ status: res.status, type: res.body.error_type, message: res.body.error_message });
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]?.status).toBe(429);
    });

    it('counts magic links and email passcodes to one address together', async () => {
      await sdkFrom(
        t.app,
        '/magic_links/email/login_or_create',
        { email: 'ada@example.com' },
        { address: '192.0.2.1' },
      );
      await sdkFrom(
        t.app,
        '/magic_links/email/login_or_create',
        { email: 'ada@example.com' },
        { address: '192.0.2.2' },
      );
      await sdkFrom(t.app, PATHS.email, { email: 'ada@example.com' }, { address: '192.0.2.3' });
      const link = await sdkFrom(
        t.app,
        '/magic_links/email/login_or_create',
        { email: 'ada@example.com' },
        { address: '192.0.2.4' },
      );
      expect(link.status).toBe(429);
      expect(link.headers.get('retry-after')).toBeTruthy();
    });
  });

  describe('per client address', () => {
    it('refuses a fifth send from one address to different numbers, and not another address', async () => {
      for (let i = 0; i < LIMITS.perClient; i += 1) {
        expect((await sendSms(`+1555555010${i}`)).status).toBe(200);
      }
      const refused = await sendSms('+15555550109');
      expect(refused.status).toBe(429);
      expect(refused.body.error_type).toBe('too_many_requests');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await sendSms('+15555550109', '203.0.113.8')).status).toBe(200);
    });

    it('limits magic links by client address too', async () => {
      for (let i = 0; i < LIMITS.perClient; i += 1) {
        const res = await sdkFrom(
          t.app,
          '/magic_links/email/login_or_create',
          { email: `u${i}@example.com` },
          { address: '192.0.2.50' },
        );
        expect(res.status).toBe(200);
      }
      const refused = await sdkFrom(
        t.app,
        '/magic_links/email/login_or_create',
        { email: 'u9@example.com' },
        { address: '192.0.2.50' },
      );
      expect(refused.status).toBe(429);
    });

    it('does not charge the client for a send the destination limit refused', async () => {
      for (let i = 0; i < LIMITS.perDestination; i += 1) await sendSms('+15555550123', `203.0.113.${20 + i}`);
      await sendSms('+15555550123', '203.0.113.9'); // refused by the destination limit
      for (let i = 0; i < LIMITS.perClient; i += 1) {
        expect((await sendSms(`+1555555020${i}`, '203.0.113.9')).status).toBe(200);
      }
    });

    it('limits an IPv6 client by its /64, so rotating addresses inside it does not help', async () => {
      for (let i = 0; i < LIMITS.perClient; i += 1) {
        expect((await sendSms(`+1555555030${i}`, `2001:db8:1:2::${i + 1}`)).status).toBe(200);
      }
      expect((await sendSms('+15555550399', '2001:db8:1:2:ffff::9')).status).toBe(429);
      expect((await sendSms('+15555550399', '2001:db8:1:3::1')).status).toBe(200);
    });
  });

  describe('behind proxies', () => {
    it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
      for (let i = 0; i < LIMITS.perClient; i += 1) {
        await sendSms(`+1555555040${i}`, '203.0.113.30', { 'x-forwarded-for': `198.51.100.${i}` });
      }
      const spoofed = await sendSms('+15555550499', '203.0.113.30', { 'x-forwarded-for': '198.51.100.200' });
      expect(spoofed.status).toBe(429);
    });

    it('counts the forwarded client behind a trusted proxy, skipping trusted hops and ignoring spoofed ones', async () => {
      const via = (client: string, spoofed = '6.6.6.6') => ({ 'x-forwarded-for': `${spoofed}, ${client}, 10.1.1.1` });
      for (let i = 0; i < LIMITS.perClient; i += 1) {
        const res = await sendSms(`+1555555050${i}`, '10.0.0.2', via('198.51.100.7', `6.6.6.${i}`));
        expect(res.status).toBe(200);
      }
      expect((await sendSms('+15555550599', '10.0.0.2', via('198.51.100.7'))).status).toBe(429);
      // Another client through the same proxy has its own count.
      expect((await sendSms('+15555550599', '10.0.0.2', via('198.51.100.8'))).status).toBe(200);
    });
  });

  describe('several server instances', () => {
    it('share one limit through the database: two apps on one database refuse together', async () => {
      const other = createApp({ ...t.deps });
      const results = [];
      for (let i = 0; i < LIMITS.perDestination + 1; i += 1) {
        const app = i % 2 === 0 ? t.app : other;
        results.push(
          (await sdkFrom(app, PATHS.whatsapp, { phone_number: '+15555550777' }, { address: `203.0.113.${40 + i}` }))
            .status,
        );
      }
      expect(results).toEqual([200, 200, 200, 429]);
      const both = await Promise.all([
        sdkFrom(t.app, PATHS.sms, { phone_number: '+15555550888' }, { address: '203.0.113.60' }),
        sdkFrom(other, PATHS.sms, { phone_number: '+15555550888' }, { address: '203.0.113.61' }),
        sdkFrom(t.app, PATHS.sms, { phone_number: '+15555550888' }, { address: '203.0.113.62' }),
        sdkFrom(other, PATHS.sms, { phone_number: '+15555550888' }, { address: '203.0.113.63' }),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 200, 200, 429]);
    });
  });
});
