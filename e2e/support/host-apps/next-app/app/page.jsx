import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';

export const dynamic = 'force-dynamic';

// The signed-in page, rendered on the server: the proxy let the visitor through on a valid session
// JWT; the page asks Foyer's backend API for the session's user (an online check, so a revoked
// session is refused at once).
export default async function HomePage() {
  const token = (await cookies()).get('stytch_session')?.value;
  const credentials = Buffer.from(`${process.env.FOYER_PROJECT_ID}:${process.env.FOYER_SECRET}`).toString('base64');
  const response = await fetch(`${process.env.NEXT_PUBLIC_FOYER_URL}/v1/sessions/authenticate`, {
    method: 'POST',
    headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/json' },
    body: JSON.stringify({ session_token: token }),
    cache: 'no-store',
  });
  if (!response.ok) redirect('/login');
  const { user } = await response.json();
  return <p>Signed in as {user.emails[0].email}</p>;
}
