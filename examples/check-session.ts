/**
 * How a host backend checks a Foyer session, both ways. Run it with a session cookie's value:
 *
 *   node --import tsx examples/check-session.ts <stytch_session_jwt or stytch_session>
 *
 * FOYER_URL (default http://localhost:3000), FOYER_PROJECT_ID and FOYER_SECRET name the server
 * and project; without them it reads the dev project's credentials from .foyer/dev-project.json.
 */
import { readFileSync } from 'node:fs';
import { createRemoteJWKSet, jwtVerify } from 'jose';

const foyerUrl = process.env.FOYER_URL ?? 'http://localhost:3000';
const credential = process.argv[2];
if (!credential) {
  console.error('Usage: node --import tsx examples/check-session.ts <session_jwt or session_token>');
  process.exit(2);
}
const project = projectCredentials();

// 1. Offline: verify the JWT's signature against the server's published keys. No call per request
//    (jose caches the key set), but a revoked session stays valid until the JWT expires (5 minutes).
if (credential.split('.').length === 3) {
  const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', foyerUrl));
  const { payload } = await jwtVerify(credential, jwks, { issuer: foyerUrl, audience: project.id });
  console.log(
    `offline: user ${payload.sub}, session ${payload.sid}, JWT valid until ${new Date((payload.exp ?? 0) * 1000).toISOString()}`,
  );
}

// 2. Online: ask the server, with the project secret. Sees revocation at once.
const field = credential.split('.').length === 3 ? 'session_jwt' : 'session_token';
const response = await fetch(new URL('/v1/sessions/authenticate', foyerUrl), {
  method: 'POST',
  headers: {
    authorization: `Basic ${Buffer.from(`${project.id}:${project.secret}`).toString('base64')}`,
    'content-type': 'application/json',
  },
  body: JSON.stringify({ [field]: credential }),
});
const body = (await response.json()) as {
  error_type?: string;
  error_message?: string;
  user?: { user_id: string; emails: { email: string }[] };
  session?: { session_id: string; expires_at: string };
};
if (!response.ok) {
  console.log(`online: refused, ${body.error_type}: ${body.error_message}`);
  process.exit(1);
}
console.log(
  `online: user ${body.user?.user_id} (${body.user?.emails[0]?.email ?? 'no email'}), session ${body.session?.session_id} until ${body.session?.expires_at}`,
);

function projectCredentials(): { id: string; secret: string } {
  if (process.env.FOYER_PROJECT_ID && process.env.FOYER_SECRET) {
    return { id: process.env.FOYER_PROJECT_ID, secret: process.env.FOYER_SECRET };
  }
  const dataDir = process.env.FOYER_DATA_DIR ?? '.foyer';
  const dev = JSON.parse(readFileSync(`${dataDir}/dev-project.json`, 'utf8')) as { project_id: string; secret: string };
  return { id: dev.project_id, secret: dev.secret };
}
