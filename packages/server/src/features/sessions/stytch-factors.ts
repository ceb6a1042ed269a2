import type { SessionData } from '@foyer/protocol';

type Factor = SessionData['authentication_factors'][number];

/** A session factor as Stytch's clients read it: its `type` may be one Foyer's contract does not name. */
export type StytchFactor = Omit<Factor, 'type'> & { type: string };

/**
 * Foyer's contract (packages/protocol) names a wallet's factor `crypto_wallet` /
 * `crypto_wallet_<chain>`; Stytch's names it `crypto` / `crypto_wallet`, the chain being in
 * `crypto_wallet_factor`. Every other factor is already as Stytch names it.
 */
export function stytchFactors(factors: readonly Factor[]): StytchFactor[] {
  return factors.map((factor) =>
    factor.type === 'crypto_wallet' ? { ...factor, type: 'crypto', delivery_method: 'crypto_wallet' } : factor,
  );
}

type Answer = Record<string, unknown>;
type WithFactors = { authentication_factors?: unknown };

const hasFactors = (value: unknown): value is WithFactors & { authentication_factors: Factor[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as WithFactors).authentication_factors);

const reshaped = (session: unknown) =>
  hasFactors(session) ? { ...session, authentication_factors: stytchFactors(session.authentication_factors) } : session;

/** An answer whose sessions (`session`, each of `sessions`) carry their factors as Stytch names them. */
export function withStytchFactors(answer: Answer): Answer {
  const out = { ...answer };
  if (hasFactors(answer.session)) out.session = reshaped(answer.session);
  if (Array.isArray(answer.sessions)) out.sessions = answer.sessions.map(reshaped);
  return out;
}
