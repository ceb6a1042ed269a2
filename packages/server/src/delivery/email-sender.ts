import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';

/** An email ready to leave: rendered, addressed, and with its links and code listed for the dev outbox. */
export interface OutgoingEmail {
  projectId: string;
  /** The From header, e.g. `Foyer <login@example.com>`. */
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message carries (the dev outbox shows them as clickable links). */
  links: string[];
  /** A one-time passcode the message carries, if any. */
  code: string | null;
}

/**
 * Where email goes: a real SMTP server, or (development) the outbox in the database. Features send
 * through this and never know which one they have.
 */
export interface EmailSender {
  /** Names where mail goes, for the start-up banner. Never contains credentials. */
  readonly description: string;
  /** Resolves once the message is accepted (by the SMTP server, or stored in the outbox). */
  send(email: OutgoingEmail): Promise<void>;
  /** Releases connections, if any. */
  close(): Promise<void>;
  /** Set when mail goes through the durable queue (delivery/email-queue.ts): senders enqueue there. */
  readonly queue?: EmailQueue;
}

/** Email written to the durable queue instead of sent in the request (production, SMTP_URL). */
export interface EmailQueue {
  /**
   * Writes the email as a job in `trx`, the transaction that stores the link or code it carries:
   * both commit, or neither. The API can answer as soon as it commits.
   */
  enqueue(trx: Kysely<Database>, email: OutgoingEmail, expiresAt: number): Promise<string>;
  /** Asks the queue to look now (after the commit), instead of at its next poll. */
  wake(): void;
  /**
   * Does what `enqueue` does (seals the email, writes to the jobs table by a key) and changes
   * nothing: a reset for an unknown address takes the time a known one takes (store/reset-decoy.ts).
   */
  touch(trx: Kysely<Database>, email: OutgoingEmail): Promise<void>;
}
