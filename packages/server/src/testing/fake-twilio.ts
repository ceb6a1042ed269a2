import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the stand-in accepted, as Twilio would have queued it. */
export interface AcceptedMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export interface FakeTwilio {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  accepted: AcceptedMessage[];
  /** Every request's status, accepted or refused, in order. */
  statuses: number[];
  /** While on, every request is answered 503 (Twilio's 20503, service unavailable), as in an outage. */
  outage(on: boolean): void;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * A local stand-in for Twilio's Messages API on 127.0.0.1 (Twilio itself cannot be reached from
 * here), checking each request as strictly as Twilio does: the path and account, HTTP Basic auth,
 * a form body, To in E.164 (or `whatsapp:` + E.164, matched by a `whatsapp:` From), a sender, and
 * a Body of 1 to 1600 characters. Answers with Twilio's status codes and error bodies
 * (20003 authenticate, 21211 invalid To, 21603/21604 missing From/To, 21602 missing Body,
 * 21910 invalid From/To pair). Numbers listed in `unreachable` are refused with 21614.
 */
export async function startFakeTwilio(options: { unreachable?: string[] } = {}): Promise<FakeTwilio> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const accepted: AcceptedMessage[] = [];
  const statuses: number[] = [];
  let down = false;

  const server = createServer(async (req, res) => {
    const { status, body } = await answer(req);
    statuses.push(status);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });

  async function answer(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    if (down) return twilioError(503, 20503, 'Service unavailable');
    const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
    if (req.method !== 'POST' || req.url !== path)
      return twilioError(404, 20404, 'The requested resource was not found');
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return twilioError(401, 20003, 'Authenticate');
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return twilioError(400, 21601, 'The request body must be form encoded');
    }
    const form = new URLSearchParams(await readBody(req));
    const to = form.get('To');
    const from = form.get('From');
    const messagingServiceSid = form.get('MessagingServiceSid');
    const body = form.get('Body');
    if (!to) return twilioError(400, 21604, "A 'To' phone number is required.");
    if (!from && !messagingServiceSid) return twilioError(400, 21603, "A 'From' phone number is required.");
    if (!body || body.length > 1600) return twilioError(400, 21602, 'Message body is required.');
    const whatsapp = to.startsWith('whatsapp:');
    const number = whatsapp ? to.slice('whatsapp:'.length) : to;
    if (!E164.test(number)) return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (from && (whatsapp !== from.startsWith('whatsapp:') || !E164.test(from.replace(/^whatsapp:/, '')))) {
      return twilioError(400, 21910, 'Invalid From and To pair. From and To should be of the same channel');
    }
    if (options.unreachable?.includes(number))
      return twilioError(400, 21614, `'To' number ${to} is not a valid mobile number`);
    const sid = `SM${randomBytes(16).toString('hex')}`;
    accepted.push({ sid, to, from, messagingServiceSid, body });
    return { status: 201, body: { sid, account_sid: accountSid, to, from, body, status: 'queued', num_segments: '1' } };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    accepted,
    statuses,
    outage: (on) => {
      down = on;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function twilioError(status: number, code: number, message: string) {
  return { status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
