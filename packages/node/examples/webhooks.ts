import { createServer } from 'node:http';
import { type FoyerWebhookEvent, verifyWebhook, WebhookVerificationError } from '@foyer/node';

/** Your endpoint for Foyer's webhooks: verify the raw body before trusting it, answer 2xx quickly. */
export function webhookReceiver(secret: string, onEvent: (event: FoyerWebhookEvent) => void) {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const event = verifyWebhook(Buffer.concat(chunks), req.headers, secret);
        onEvent(event); // user.created, session.revoked, …: the same webhook-id may come twice
        res.writeHead(204).end();
      } catch (error) {
        if (!(error instanceof WebhookVerificationError)) throw error;
        res.writeHead(400, { 'content-type': 'text/plain' }).end(error.reason);
      }
    });
  });
}
