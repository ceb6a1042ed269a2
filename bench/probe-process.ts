/**
 * The flood bench's probe, in a process of its own: its load generator must not share an event loop
 * with the 100 flooding connections, or their client-side work shows up as the probe's latency.
 * Started by bench/flood.ts with the server URL, the public token and session tokens on stdin;
 * prints its figures as one JSON line.
 */
import { text } from 'node:stream/consumers';
import { basic, measure } from './load.ts';

const { url, publicToken, sessionTokens, durationSeconds, connections, rate, forwardedFor } = JSON.parse(
  await text(process.stdin),
) as {
  url: string;
  publicToken: string;
  sessionTokens: string[];
  durationSeconds: number;
  connections: number;
  rate: number;
  /** When set, each request names the next of these as its client (X-Forwarded-For, through a trusted proxy). */
  forwardedFor?: string[];
};
let turn = 0;
const measured = await measure(
  url,
  {
    name: 'probe sdk sessions/authenticate',
    method: 'POST',
    path: '/sdk/v1/sessions/authenticate',
    next: () => {
      const n = turn++;
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        origin: 'http://127.0.0.1',
        authorization: basic(publicToken, sessionTokens[n % sessionTokens.length] ?? publicToken),
      };
      if (forwardedFor?.length) headers['x-forwarded-for'] = forwardedFor[n % forwardedFor.length] as string;
      return { headers, body: '{}' };
    },
  },
  { durationSeconds, connections, overallRate: rate },
);
process.stdout.write(`${JSON.stringify(measured)}\n`);
