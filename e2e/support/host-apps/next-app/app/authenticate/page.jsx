'use client';
import { useFoyerClient } from '@foyer/react/session';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

// The page the emailed link lands on: authenticateByUrl exchanges the token once (even when React
// runs this effect twice) and takes it out of the address; then the signed-in page.
export default function AuthenticatePage() {
  const client = useFoyerClient();
  const router = useRouter();
  const [failure, setFailure] = useState(null);
  useEffect(() => {
    client
      .authenticateByUrl({ session_duration_minutes: 30 })
      .then((result) => (result ? router.replace('/') : setFailure('This link has no token.')))
      .catch((error) => setFailure(error.message));
  }, [client, router]);
  return <p role={failure ? 'alert' : undefined}>{failure ?? 'Signing in…'}</p>;
}
