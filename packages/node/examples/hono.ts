import type { Foyer } from '@foyer/node';
import { type FoyerHonoEnv, foyerSession } from '@foyer/node/hono';
import { Hono } from 'hono';

export function honoApp(foyer: Foyer) {
  const app = new Hono<FoyerHonoEnv>();
  app.get('/api/me', foyerSession(foyer), (c) => {
    const foyerSession = c.get('foyer');
    return c.json({ user_id: foyerSession?.session.user_id, checked_by: foyerSession?.checkedBy });
  });
  app.get('/api/me/strict', foyerSession(foyer, { online: true }), (c) => {
    const foyerSession = c.get('foyer');
    return c.json({ user_id: foyerSession?.session.user_id, checked_by: foyerSession?.checkedBy });
  });
  app.get('/api/hello', foyerSession(foyer, { required: false }), (c) => c.json({ signed_in: c.get('foyer') != null }));
  return app;
}
