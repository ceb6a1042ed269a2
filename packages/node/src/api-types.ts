import type { SessionData, UserData } from '@foyer/protocol';

/** Fields every answer carries. */
export interface Envelope {
  status_code: number;
  request_id: string;
}

/** POST /v1/sessions/authenticate: name the session by token or JWT. */
export interface SessionsAuthenticateParams {
  session_token?: string;
  session_jwt?: string;
  /** Extend the session to this many minutes from now. */
  session_duration_minutes?: number;
}

export interface SessionsAuthenticateResult extends Envelope {
  user_id: string;
  user: UserData;
  session: SessionData;
  /** The token, when the call named the session by token; null when by JWT (tokens are stored hashed). */
  session_token: string | null;
  /** A fresh JWT for the session. */
  session_jwt: string;
}

/** POST /v1/sessions/revoke: one session, by id, token or JWT. */
export interface SessionsRevokeParams {
  session_id?: string;
  session_token?: string;
  session_jwt?: string;
}

export interface SessionsListResult extends Envelope {
  /** Live sessions, most recently used first, each with `attributes` (ip_address, user_agent). */
  sessions: SessionData[];
}

export interface SessionsRevokeAllResult extends Envelope {
  revoked_session_ids: string[];
}

/** GET /v1/users/{user_id}: the user's fields at the top level, as Stytch answers, and under `user`. */
export interface UserResult extends Envelope, UserData {
  user: UserData;
}

/** A user answer of the users API: the user and its id. */
export interface UserChangeResult extends Envelope {
  user_id: string;
  user: UserData;
}

/** POST /v1/users (Stytch's shape). */
export interface UsersCreateParams {
  email?: string;
  phone_number?: string;
  name?: { first_name?: string; middle_name?: string; last_name?: string };
  trusted_metadata?: Record<string, unknown>;
  untrusted_metadata?: Record<string, unknown>;
  create_user_as_pending?: boolean;
}

export interface UsersCreateResult extends UserChangeResult {
  email_id: string;
  phone_id: string;
  status: string;
}

/** POST /v1/users/search (Stytch's shape). */
export interface UsersSearchParams {
  limit?: number;
  cursor?: string | null;
  query?: {
    operator: 'AND' | 'OR';
    operands: Array<{ filter_name: string; filter_value: unknown }>;
  };
}

export interface UsersSearchResult extends Envelope {
  results: UserData[];
  results_metadata: { total: number; next_cursor: string | null };
}

/** PUT /v1/users/{user_id}. */
export interface UsersUpdateParams {
  name?: { first_name?: string; middle_name?: string; last_name?: string };
  trusted_metadata?: Record<string, unknown>;
  untrusted_metadata?: Record<string, unknown>;
}

/** Magic links and passcodes sent from the backend (Stytch's shapes); extra fields pass through. */
export interface DeliveryParams {
  [field: string]: unknown;
}

/** What sends answer: the user (and method) the message went to. */
export interface DeliveryResult extends Envelope {
  user_id: string;
  /** The email's id (the `method_id` a passcode is authenticated with); on email sends. */
  email_id?: string;
  /** The phone number's id; on SMS sends. */
  phone_id?: string;
  /** Whether login_or_create made a new user. */
  user_created?: boolean;
  [field: string]: unknown;
}

/** What the backend authenticate calls of magic links and passcodes answer. */
export interface FactorAuthenticateResult extends Envelope {
  user_id: string;
  user: UserData;
  session: SessionData | null;
  session_token: string;
  session_jwt: string;
  [field: string]: unknown;
}
