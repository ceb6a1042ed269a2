import type { Foyer } from '@foyer/node';
import { foyerSession } from '@foyer/node/express';
import express from 'express';

export function expressApp(foyer: Foyer) {
  const app = express();
  app.get('/api/me', foyerSession(foyer), (req, res) => {
    res.json({ user_id: req.foyer?.session.user_id, checked_by: req.foyer?.checkedBy });
  });
  app.get('/api/me/strict', foyerSession(foyer, { online: true }), (req, res) => {
    res.json({ user_id: req.foyer?.session.user_id, checked_by: req.foyer?.checkedBy });
  });
  app.get('/api/hello', foyerSession(foyer, { required: false }), (req, res) => {
    res.json({ signed_in: req.foyer != null });
  });
  // A sensitive action: a second factor proven in the last 10 minutes, or 403 mfa_required.
  app.post('/api/payouts', foyerSession(foyer, { secondFactor: { withinMinutes: 10 } }), (req, res) => {
    res.json({ assurance_level: req.foyer?.assuranceLevel });
  });
  return app;
}
