import { FoyerError } from '../errors.ts';

/** Stable codes of wallet failures. */
export type WalletErrorCode =
  /** The user refused in the wallet (EIP-1193 code 4001, which Phantom also uses). */
  | 'wallet_rejected'
  /** The wallet answered something that is not an account or a signature. */
  | 'wallet_invalid_response'
  /** Any other failure inside the wallet. */
  | 'wallet_failed';

/** EIP-1193's "User Rejected Request". */
const USER_REJECTED = 4001;

/** A wallet refused or failed to connect or sign; the wallet's own error is kept as `cause`. */
export class WalletError extends FoyerError {
  override readonly code: WalletErrorCode;
  override readonly name = 'WalletError' as const;

  constructor(code: WalletErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** Wraps whatever a wallet threw, telling a user's refusal apart from other failures. */
export function walletErrorFrom(error: unknown, action: 'connect' | 'sign'): WalletError {
  if (error instanceof WalletError) return error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === USER_REJECTED
    ? new WalletError('wallet_rejected', `The user refused to ${action} in the wallet.`, { cause: error })
    : new WalletError('wallet_failed', `The wallet failed to ${action}.`, { cause: error });
}
