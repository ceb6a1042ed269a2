import { createRemoteJWKSet, jwtVerify } from 'jose';
import { NextResponse } from 'next/server';

const foyer = process.env.NEXT_PUBLIC_FOYER_URL;
const keys = createRemoteJWKSet(new URL('/.well-known/jwks.json', foyer));

// Signed-out visitors of the app's pages go to /login: the session JWT cookie the widget set is
// checked offline against Foyer's published keys (no call to Foyer per request).
export async function proxy(request) {
  const jwt = request.cookies.get('stytch_session_jwt')?.value;
  if (jwt) {
    try {
      await jwtVerify(jwt, keys, { issuer: foyer, audience: process.env.FOYER_PROJECT_ID });
      return NextResponse.next();
    } catch {
      // Expired, forged or for another project: treated as signed out.
    }
  }
  return NextResponse.redirect(new URL('/login', request.url));
}

export const config = { matcher: ['/'] };
