import { Hono } from 'hono';
import { z } from 'zod';
import { AdjustableClock, iso } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { STATIC_PAGE_CSP } from '../../http/content-security-policy.ts';
import type { AppEnv } from '../../http/env.ts';
import { listOutboxMessages } from '../../store/outbox.ts';
import { renderOutboxPage } from './outbox-page.ts';

const ClockAdvance = z.object({
  advance_ms: z
    .number()
    .int()
    .min(0)
    .max(366 * 24 * 60 * 60 * 1000),
});

/**
 * Development-only routes, mounted at /dev by app.ts in development mode and never in production.
 * The demo and the end-to-end suite depend on these exact shapes.
 */
export function devRoutes(deps: AppDeps) {
  const dev = new Hono<AppEnv>();

  dev.get('/outbox', async (c) => {
    const page = renderOutboxPage(await listOutboxMessages(deps.db));
    // The page has no script and loads nothing: say so, so a message's HTML could never run here.
    c.header('Content-Security-Policy', STATIC_PAGE_CSP);
    c.header('Cache-Control', 'no-store');
    return c.html(page);
  });

  dev.get('/api/outbox', async (c) => {
    const messages = await listOutboxMessages(deps.db);
    c.header('Cache-Control', 'no-store');
    return c.json({
      messages: messages.map((m) => ({
        id: m.messageId,
        channel: m.channel,
        to: m.to,
        subject: m.subject,
        text: m.text,
        links: m.links,
        code: m.code,
        created_at: iso(m.createdAt),
      })),
    });
  });

  dev.get('/api/project', (c) => {
    const credentials = deps.devCredentials;
    if (!credentials) throw new ApiError('not_found', 'This server has no development project.');
    c.header('Cache-Control', 'no-store');
    return c.json({
      project_id: credentials.project_id,
      public_token: credentials.public_token,
      secret: credentials.secret,
    });
  });

  // Only with FOYER_TEST_CLOCK=1: lets expiry tests move time forward instead of waiting.
  const clock = deps.clock;
  if (deps.config.testClock && clock instanceof AdjustableClock) {
    dev.post('/api/clock', async (c) => {
      const parsed = ClockAdvance.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) throw new ApiError('bad_request', 'Send {"advance_ms": <milliseconds, 0 or more>}.');
      clock.advance(parsed.data.advance_ms);
      return c.json({ now: iso(clock.now()) });
    });
  }

  return dev;
}
