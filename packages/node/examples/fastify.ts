import type { Foyer } from '@foyer/node';
import { foyerSession } from '@foyer/node/fastify';
import Fastify from 'fastify';

export function fastifyApp(foyer: Foyer) {
  const app = Fastify();
  app.decorateRequest('foyer', null);
  app.get('/api/me', { onRequest: foyerSession(foyer) }, async (request) => ({
    user_id: request.foyer?.session.user_id,
    checked_by: request.foyer?.checkedBy,
  }));
  app.get('/api/me/strict', { onRequest: foyerSession(foyer, { online: true }) }, async (request) => ({
    user_id: request.foyer?.session.user_id,
    checked_by: request.foyer?.checkedBy,
  }));
  app.get('/api/hello', { onRequest: foyerSession(foyer, { required: false }) }, async (request) => ({
    signed_in: request.foyer != null,
  }));
  // A sensitive action: a second factor proven in the last 10 minutes, or 403 mfa_required.
  app.post(
    '/api/payouts',
    { onRequest: foyerSession(foyer, { secondFactor: { withinMinutes: 10 } }) },
    async (request) => ({
      assurance_level: request.foyer?.assuranceLevel,
    }),
  );
  return app;
}
