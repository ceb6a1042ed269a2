import type { Context } from 'hono';
import type { Operator } from '../../store/operators.ts';

/** Who is calling the admin API: an operator, through an admin token (named) or a console session. */
export interface Actor {
  operator: Operator;
  /** The admin token's name when a token was used; null for the console's session. */
  tokenName: string | null;
}

/** What a handler adds to its audit row: targets the path does not name, and a change's before/after. */
export interface AuditNote {
  projectId?: string;
  userId?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
}

interface RequestState {
  actor: Actor | null;
  note: AuditNote;
}

// Per request, beside Hono's context (whose typed variables are shared with the SDK and backend apps).
const states = new WeakMap<Request, RequestState>();

function stateOf(c: Context): RequestState {
  let state = states.get(c.req.raw);
  if (!state) {
    state = { actor: null, note: {} };
    states.set(c.req.raw, state);
  }
  return state;
}

export const actorOf = (c: Context): Actor | null => stateOf(c).actor;

export function setActor(c: Context, actor: Actor): void {
  stateOf(c).actor = actor;
}

export const auditNoteOf = (c: Context): AuditNote => stateOf(c).note;

/** Adds targets or a before/after summary to the request's audit row (written by guard.ts). */
export function noteAudit(c: Context, note: AuditNote): void {
  Object.assign(stateOf(c).note, note);
}
