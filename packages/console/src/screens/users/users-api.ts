import { adminCall } from '../../api/client.ts';
import type { SessionView, UserView } from '../../api/types.ts';

/** One project's users and sessions through the admin API (the backend API's own paths, per project). */
export function usersApi(projectId: string) {
  const base = `/projects/${encodeURIComponent(projectId)}`;
  return {
    /** A page of users; `term` is an email, a phone number or a user id (by its shape), or '' for all. */
    search: (term: string, cursor: string | null) =>
      adminCall<{ results: UserView[]; results_metadata: { total: number; next_cursor: string | null } }>(
        'POST',
        `${base}/users/search`,
        { limit: 20, cursor, ...(term ? { query: { operator: 'AND', operands: [operandOf(term)] } } : {}) },
      ),
    user: (userId: string) => adminCall<UserView>('GET', `${base}/users/${encodeURIComponent(userId)}`),
    sessions: (userId: string) =>
      adminCall<{ sessions: SessionView[] }>('GET', `${base}/sessions?user_id=${encodeURIComponent(userId)}`),
    revokeSession: (sessionId: string) => adminCall('POST', `${base}/sessions/revoke`, { session_id: sessionId }),
    revokeAll: (userId: string) => adminCall('POST', `${base}/sessions/revoke_all`, { user_id: userId }),
    /** Removes a factor or identifier: `path` is the backend's, e.g. `/users/emails/{email_id}`. */
    remove: (path: string) => adminCall('DELETE', `${base}${path}`),
    resend: (email: string) => adminCall('POST', `${base}/magic_links/email/send`, { email }),
    updateMetadata: (userId: string, body: { trusted_metadata: unknown; untrusted_metadata: unknown }) =>
      adminCall('PUT', `${base}/users/${encodeURIComponent(userId)}`, body),
    deleteUser: (userId: string) => adminCall('DELETE', `${base}/users/${encodeURIComponent(userId)}`),
  };
}

/** The search filter a typed term means: an email (has @), a phone number (+ and digits), else a user id. */
function operandOf(term: string) {
  const value = term.trim();
  if (value.includes('@')) return { filter_name: 'email_address', filter_value: [value.toLowerCase()] };
  if (/^\+?[\d\s().-]{6,}$/.test(value))
    return { filter_name: 'phone_number', filter_value: [value.replace(/[\s().-]/g, '')] };
  return { filter_name: 'user_id', filter_value: [value] };
}
