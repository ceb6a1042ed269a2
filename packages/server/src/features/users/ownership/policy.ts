import type { Kysely } from 'kysely';
import { ApiError } from '../../../errors/api-error.ts';
import { readOwnershipFacts } from '../../../store/ownership.ts';
import type { Database } from '../../../store/schema.ts';
import type { FactorRoute } from './factor-routes.ts';

/**
 * Who asks to attach a factor or identifier, and what the request itself proved.
 * - `claim`: proves nothing about any existing user (a password sign-up, a provider that does not
 *   vouch for the email, a new wallet, a passcode or link send).
 * - `proof`: proved, in this very request, an identifier or factor `userId` holds (a magic link,
 *   passcode or reset link; an email the provider vouches for; the wallet's own signature).
 * - `session`: a live session of `userId`.
 * - `backend`: the host's backend, holding the project's secret: trusted to act on the user it names
 *   (`userId`), or to create one (null).
 */
export type Caller =
  | { kind: 'claim' }
  | { kind: 'proof'; userId: string }
  | { kind: 'session'; userId: string }
  | { kind: 'backend'; userId: string | null };

/**
 * Where a user stands. `owned`: some factor of the account was proven, by any route (an email or
 * phone verified, or a provider account, passkey or wallet, each stored only once it proved itself).
 * `claimable`: the user has an email or phone and none is proven, so the first proof of one will end
 * everything attached before it (users/first-proof.ts): an account made on someone else's address
 * (by password, or by a provider that did not vouch for it) is its address holder's.
 */
export interface Standing {
  owned: boolean;
  claimable: boolean;
}

/** The answer: a new user gets the factor, the target user does, or nobody (and why). */
export type Attachment =
  | { outcome: 'create_user' }
  | { outcome: 'attach'; userId: string }
  | { outcome: 'refuse'; reason: 'held_by_another_user' | 'unverified_account' };

/**
 * The one ownership rule: may this request attach a factor or identifier through `route` (named so
 * the attachment table test counts every caller)?
 * `holderId` is the user it would join: the present holder of the identifier (email, phone, wallet,
 * provider account), or the session's user for a factor only it can hold (a passkey); null when
 * nobody holds it, and then a new user is made. `standing` is that user's, needed only to answer a
 * session (readStanding).
 *
 * No request attaches anything to an existing user on the strength of a claim: it must be that
 * user's session (of an owned account whose identifiers are not all still unproven), prove in the
 * same request an identifier or factor the user holds (which signs in to it), or come from the host's
 * backend naming that user. So a password sign-up never sets a password on someone's account, owned
 * or not: the address's holder sets one through a reset link, a proof of the address.
 */
export function decideAttachment(request: {
  route: FactorRoute;
  caller: Caller;
  holderId: string | null;
  standing?: Standing;
}): Attachment {
  const { caller, holderId, standing } = request;
  if (!holderId) return { outcome: 'create_user' };
  if (caller.kind === 'claim' || caller.userId !== holderId) {
    return { outcome: 'refuse', reason: 'held_by_another_user' };
  }
  if (caller.kind === 'session') {
    if (!standing) throw new Error(`${request.route}: a session's answer needs the account's standing`);
    // What the session added would end at the first proof, or let a claimant keep a way in.
    if (!standing.owned || standing.claimable) return { outcome: 'refuse', reason: 'unverified_account' };
  }
  return { outcome: 'attach', userId: holderId };
}

/** Reads a user's standing (inside the caller's transaction, under the user's lock, when given one). */
export async function readStanding(db: Kysely<Database>, userId: string): Promise<Standing> {
  const facts = await readOwnershipFacts(db, userId);
  const identifierProven = facts.identifierFlags.some(Boolean);
  return {
    owned: identifierProven || facts.selfProvingFactors > 0,
    claimable: facts.identifierFlags.length > 0 && !identifierProven,
  };
}

/** Decides, reading the holder's standing when the answer depends on it (a session's own account). */
export async function decideFor(
  db: Kysely<Database>,
  request: { route: FactorRoute; caller: Caller; targetUserId: string | null },
): Promise<Attachment> {
  const { route, caller, targetUserId: holderId } = request;
  const ownSession = caller.kind === 'session' && holderId !== null && caller.userId === holderId;
  const standing = ownSession ? await readStanding(db, holderId) : undefined;
  return decideAttachment({ route, caller, holderId, ...(standing ? { standing } : {}) });
}

/**
 * Throws the route's refusal as an API error.
 * @throws ApiError `heldError` (e.g. duplicate_email) when another user holds it; unverified_account
 */
export function assertAttachable(
  attachment: Attachment,
  heldError: 'duplicate_email' | 'duplicate_phone_number',
): asserts attachment is Exclude<Attachment, { outcome: 'refuse' }> {
  if (attachment.outcome !== 'refuse') return;
  throw new ApiError(attachment.reason === 'unverified_account' ? 'unverified_account' : heldError);
}
