// app/api/me/route.ts and friends: route handlers that need a session.
import type { Foyer } from '@foyer/node';
import { withFoyerSession } from '@foyer/node/next';

export function nextRoutes(foyer: Foyer) {
  return {
    '/api/me': withFoyerSession(foyer, async (_request, _context, session) =>
      Response.json({ user_id: session?.session.user_id, checked_by: session?.checkedBy }),
    ),
    '/api/me/strict': withFoyerSession(
      foyer,
      async (_request, _context, session) =>
        Response.json({ user_id: session?.session.user_id, checked_by: session?.checkedBy }),
      { online: true },
    ),
    '/api/hello': withFoyerSession(
      foyer,
      async (_request, _context, session) => Response.json({ signed_in: session != null }),
      { required: false },
    ),
    // A sensitive action: a second factor proven in the last 10 minutes, or 403 mfa_required.
    '/api/payouts': withFoyerSession(
      foyer,
      async (_request, _context, session) => Response.json({ assurance_level: session?.assuranceLevel }),
      { secondFactor: { withinMinutes: 10 } },
    ),
  };
}
