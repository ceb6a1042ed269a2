import type { Foyer } from '@foyer/node';
import { type FoyerHonoEnv, foyerSession } from '@foyer/node/hono';
import { Hono } from 'hono';

export function honoApp(foyer: Foyer) {
  const app = new Hono<FoyerHonoEnv>();
  app.get('/api/me', foyerSession(foyer), (c) => {
    const session = c.get('foyer');
    return c.json({ user_id: session?.session.user_id, checked_by: session?.checkedBy });
  });
  app.get('/api/me/strict', foyerSession(foyer, { online: true }), (c) => {
    const session = c.get('foyer');
    return c.json({ user_id: session?.session.user_id, checked_by: session?.checkedBy });
  });
  app.get('/api/hello', foyerSession(foyer, { required: false }), (c) => c.json({ signed_in: c.get('foyer') != null }));
  // A sensitive action: a second factor proven in the last 10 minutes, or 403 mfa_required.
  app.post('/api/payouts', foyerSession(foyer, { secondFactor: { withinMinutes: 10 } }), (c) =>
    c.json({ assurance_level: c.get('foyer')?.assuranceLevel }),
  );
  return app;
}
