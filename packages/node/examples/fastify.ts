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
  return app;
}
