import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testProjectConfig } from '../testing/test-context.ts';
import { type AccessLogEntry, createLogWriter, logFormatFromEnv, withAccessLog } from './access-log.ts';

const AT = new Date('2026-11-23T04:05:06.789Z');

describe('log format', () => {
  it('is JSON when NODE_ENV=production or FOYER_LOG_FORMAT=json, text for a person otherwise', () => {
    expect(logFormatFromEnv({ NODE_ENV: 'production' })).toBe('json');
    expect(logFormatFromEnv({ FOYER_LOG_FORMAT: 'json' })).toBe('json');
    expect(logFormatFromEnv({ NODE_ENV: 'production', FOYER_LOG_FORMAT: 'pretty' })).toBe('pretty');
    expect(logFormatFromEnv({})).toBe('pretty');
  });

  it('refuses an unknown FOYER_LOG_FORMAT in words', () => {
    expect(() => logFormatFromEnv({ FOYER_LOG_FORMAT: 'xml' })).toThrow(
      'FOYER_LOG_FORMAT must be json or pretty, got xml',
    );
  });

  it('writes a request as one line of text with method, path, status, duration and request id', () => {
    const lines: string[] = [];
    createLogWriter(
      'pretty',
      (l) => lines.push(l),
      () => AT,
    ).access({
      requestId: 'request-id-1',
      method: 'GET',
      path: '/healthz',
      status: 200,
      durationMs: 1.5,
    });
    expect(lines).toEqual(['04:05:06.789 GET /healthz 200 1.5ms request-id-1']);
  });

  it('writes a server message as a JSON line at level warn', () => {
    const lines: string[] = [];
    createLogWriter(
      'json',
      (l) => lines.push(l),
      () => AT,
    ).warn('The argon2 worker pool failed: boom\n  at x');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toEqual({
      time: '2026-11-23T04:05:06.789Z',
      level: 'warn',
      msg: 'The argon2 worker pool failed: boom\n  at x',
    });
  });

  it('writes a server message that says so at level error (an email that never left)', () => {
    const lines: string[] = [];
    createLogWriter(
      'json',
      (l) => lines.push(l),
      () => AT,
    ).warn('A password reset email could not be sent', 'error');
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      level: 'error',
      msg: 'A password reset email could not be sent',
    });
  });
});

describe('access log', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('logs each answered request once with the id the answer carries, and neither query string nor credentials', async () => {
    const entries: AccessLogEntry[] = [];
    const fetch = withAccessLog(t.app.fetch, (entry) => entries.push(entry));
    const token = testProjectConfig.public_token;
    const response = await fetch(
      new Request(`http://foyer.test/sdk/v1/sessions/authenticate?session_token=secret-in-query`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ session_token: 'secret-in-body' }),
      }),
    );
    expect(entries).toEqual([
      {
        requestId: response.headers.get('x-request-id'),
        method: 'POST',
        path: '/sdk/v1/sessions/authenticate',
        status: response.status,
        durationMs: expect.any(Number),
      },
    ]);
    expect(entries[0]?.requestId).toMatch(/^request-id-/);
    expect(JSON.stringify(entries)).not.toMatch(/secret-in|Basic/);
  });
});
