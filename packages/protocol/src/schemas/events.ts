import { z } from 'zod';

export const EVENT_NAMES = [
  'sdk_instance_instantiated',
  'email_sent',
  'email_try_again_clicked',
  'render_login_screen',
] as const;

export const SdkEvent = z.object({
  name: z.string().min(1).max(64),
  details: z.record(z.string(), z.unknown()).default({}),
  timestamp: z.string().datetime(),
  instance_id: z.string().max(64),
});

export const EventsRequest = z.object({ events: z.array(SdkEvent).min(1).max(100) }).meta({ id: 'EventsRequest' });
