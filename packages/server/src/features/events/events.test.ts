import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listEvents } from '../../store/events.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../testing/test-context.ts';
import { MAX_EVENT_DETAILS_BYTES } from './routes.ts';

describe('POST /sdk/v1/events', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('stores each event with its project, details, instance, times and origin', async () => {
    const occurred = '2025-01-02T03:04:05.000Z';
    const res = await t.sdk('/events', {
      events: [
        { name: 'sdk_instance_instantiated', timestamp: occurred, instance_id: 'instance-1' },
        {
          name: 'email_sent',
          details: { email: 'ada@host.example', type: 'login' },
          timestamp: occurred,
          instance_id: 'instance-1',
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status_code: 200, request_id: expect.stringMatching(/^request-id-/) });

    const stored = await listEvents(t.deps.db, t.project.projectId);
    expect(stored).toHaveLength(2);
    const byName = Object.fromEntries(stored.map((e) => [e.name, e]));
    expect(byName.email_sent).toMatchObject({
      project_id: t.project.projectId,
      instance_id: 'instance-1',
      occurred_at: Date.parse(occurred),
      origin: TEST_ORIGIN,
    });
    expect(JSON.parse(byName.email_sent?.details ?? '')).toEqual({ email: 'ada@host.example', type: 'login' });
    expect(JSON.parse(byName.sdk_instance_instantiated?.details ?? '')).toEqual({});
    expect(byName.email_sent?.received_at).toBeGreaterThan(Date.parse(occurred));
  });

  it('refuses an event whose details exceed the per-event cap, storing nothing', async () => {
    const res = await t.sdk('/events', {
      events: [
        { name: 'ok', timestamp: new Date().toISOString(), instance_id: 'i' },
        {
          name: 'render_login_screen',
          details: { blob: 'x'.repeat(MAX_EVENT_DETAILS_BYTES) },
          timestamp: new Date().toISOString(),
          instance_id: 'i',
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('bad_request');
    expect(res.body.error_message).toContain('events.1.details');
    expect(await listEvents(t.deps.db, t.project.projectId)).toHaveLength(0);
  });

  it('refuses a batch larger than the 64 KB body limit with payload_too_large', async () => {
    const event = {
      name: 'e',
      details: { blob: 'y'.repeat(1000) },
      timestamp: new Date().toISOString(),
      instance_id: 'i',
    };
    const res = await t.sdk('/events', { events: Array.from({ length: 80 }, () => event) });
    expect(res.status).toBe(413);
    expect(res.body.error_type).toBe('payload_too_large');
  });

  it('refuses more than 100 events, over-long names and empty batches', async () => {
    const event = { name: 'e', timestamp: new Date().toISOString(), instance_id: 'i' };
    for (const body of [
      { events: Array.from({ length: 101 }, () => event) },
      { events: [{ ...event, name: 'n'.repeat(65) }] },
      { events: [] },
      { events: [{ ...event, timestamp: 'yesterday' }] },
    ]) {
      const res = await t.sdk('/events', body);
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('bad_request');
    }
  });

  it('needs the project’s public token', async () => {
    const res = await t.sdk(
      '/events',
      { events: [{ name: 'e', timestamp: new Date().toISOString(), instance_id: 'i' }] },
      { publicToken: 'public-token-test-nope' },
    );
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('invalid_public_token');
  });
});
