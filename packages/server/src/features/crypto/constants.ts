/** Numbers and fixed fields of wallet sign-in, kept in one place. */

/** How long a challenge can be signed and sent back: long enough to read the wallet's prompt. */
export const CHALLENGE_LIFETIME_MINUTES = 5;

/**
 * How long used and expired challenges are kept before they are deleted, so that a replayed or late
 * signature still answers crypto_wallet_challenge_already_used / _expired rather than _not_found.
 */
export const CHALLENGE_RETENTION_MINUTES = 24 * 60;

/**
 * How many of a wallet's newest challenges a signature is checked against. More than one, so a
 * second tab (or anyone) starting a new challenge for the address does not void the first one.
 */
export const CHALLENGES_CHECKED_PER_SIGNATURE = 10;

/**
 * The EIP-155 chain id written into Sign-In with Ethereum messages. Signing in does not touch a
 * chain, so this names Ethereum mainnet by default; a wallet on another network still signs it.
 */
export const ETHEREUM_CHAIN_ID = 1;

/** The chain id written into Sign-In With Solana messages (the SIWS form names the cluster). */
export const SOLANA_CHAIN_ID = 'mainnet';

/** The only EIP-4361 / SIWS message version. */
export const SIGN_IN_MESSAGE_VERSION = '1';

/** The human-readable statement of the message (EIP-4361 forbids line breaks in it). */
export function signInStatement(projectName: string): string {
  return `Sign in to ${projectName.replace(/[\r\n]+/g, ' ')} with your wallet.`;
}
