'use client';
import { useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState } from 'react';
import { client } from '../foyer-client.js';

// The page the emailed link lands on: exchange the token for a session, then go to the signed-in page.
function Authenticate() {
  const token = useSearchParams().get('token');
  const router = useRouter();
  const [failure, setFailure] = useState(null);
  useEffect(() => {
    if (!token) return;
    client.magicLinks
      .authenticate(token, { session_duration_minutes: 30 })
      .then(() => router.replace('/'))
      .catch((error) => setFailure(error.message));
  }, [token, router]);
  if (!token) return <p>This link has no token.</p>;
  return <p role={failure ? 'alert' : undefined}>{failure ?? 'Signing in…'}</p>;
}

export default function AuthenticatePage() {
  return (
    <Suspense>
      <Authenticate />
    </Suspense>
  );
}
