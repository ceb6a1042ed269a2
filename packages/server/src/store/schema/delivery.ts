/** What leaves the server or is recorded about it: the outbox, events, the durable queue, activity, webhooks. (store/schema.ts assembles the Database.) */

export interface OutboxTable {
  message_id: string;
  project_id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** string[] as JSON. */
  links: string;
  code: string | null;
  created_at: number;
}

export interface EventsTable {
  event_id: string;
  project_id: string;
  name: string;
  /** Record<string, unknown> as JSON. */
  details: string;
  instance_id: string;
  occurred_at: number;
  received_at: number;
  origin: string | null;
}

/** The durable job queue (migration 0022_jobs, queue/): one row per job, claimed under a lease. */
export interface JobsTable {
  job_id: string;
  /** Which registered job kind handles it (queue/job-kind.ts). */
  kind: string;
  project_id: string | null;
  /** What it is about, for listing (a webhook endpoint's id, a message's id); null when nothing. */
  subject_id: string | null;
  /** The kind's payload as JSON, fixed when enqueued (an email's or text's message sealed with FOYER_SECRETS_KEY). */
  payload: string;
  /** pending: waits for run_at; running: leased; done: handled; failed: gave up after its retries. */
  status: 'pending' | 'running' | 'done' | 'failed';
  /** Claims so far (an attempt whose instance died counts). */
  attempts: number;
  /** When it may next be claimed. */
  run_at: number;
  /** The current claim's random token: only its holder may finish the job. */
  lease_token: string | null;
  /** When a running job's claim runs out and another instance may take it. */
  lease_until: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

/** One finished attempt of a job and what came of it. */
export interface JobAttemptsTable {
  attempt_id: string;
  job_id: string;
  /** 1 for the first. */
  attempt: number;
  started_at: number;
  finished_at: number;
  outcome: 'ok' | 'retry' | 'failed';
  /** The far side's answer where there is one (an HTTP status, an SMTP reply code). */
  status_code: number | null;
  error: string | null;
}

/** Sign-ins, sign-ups and failures per project, UTC day, method and reason (migration 0021_auth_activity). */
export interface AuthActivityTable {
  project_id: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  kind: 'sign_in' | 'sign_up' | 'failure';
  /** The sign-in method: password, magic_link, otp, passkey, oauth, … */
  method: string;
  /** A failure's error_type; '' for the others. */
  reason: string;
  count: number;
}

/** A project's webhook endpoint (migration 0023_webhooks, features/webhooks/). */
export interface WebhookEndpointsTable {
  endpoint_id: string;
  project_id: string;
  url: string;
  /** WebhookEventType[] as JSON; null: every event. */
  events: string | null;
  /** 'config': from the config file, changed only there; 'database': through the admin API. */
  source: 'config' | 'database';
  /** The first failed delivery since the last one that succeeded; null while healthy. */
  failing_since: number | null;
  /** Set when it failed for 5 days in a row (or an operator disabled it); nothing is sent while set. */
  disabled_at: number | null;
  disabled_reason: string | null;
  created_at: number;
  updated_at: number;
}

/** A signing secret of an endpoint; several are live during a rotation. */
export interface WebhookSecretsTable {
  secret_id: string;
  endpoint_id: string;
  /** The whsec_ secret sealed with FOYER_SECRETS_KEY, bound to secret_id (it must be read to sign). */
  secret_sealed: string;
  last_four: string;
  created_at: number;
  /** When a rotated-out secret stops signing; null while it has no end. */
  expires_at: number | null;
}
