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
  return app;
}
