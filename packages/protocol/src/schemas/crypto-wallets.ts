import { z } from 'zod';
import { envelope, PresentedSessionFields, SessionDurationMinutes } from './common.ts';

export const CryptoWalletType = z.enum(['ethereum', 'solana']);

export const CryptoWalletsAuthenticateStartRequest = z
  .object({ crypto_wallet_address: z.string().min(1).max(128), crypto_wallet_type: CryptoWalletType })
  .meta({ id: 'CryptoWalletsAuthenticateStartRequest' });
export const CryptoWalletsAuthenticateStartResponse = z
  .object({ ...envelope, challenge: z.string() })
  .meta({ id: 'CryptoWalletsAuthenticateStartResponse' });
export const CryptoWalletsAuthenticateRequest = z
  .object({
    intermediate_session_token: PresentedSessionFields.intermediate_session_token,
    crypto_wallet_address: z.string().min(1).max(128),
    crypto_wallet_type: CryptoWalletType,
    signature: z.string().min(1).max(512),
    session_duration_minutes: SessionDurationMinutes.optional(),
  })
  .meta({ id: 'CryptoWalletsAuthenticateRequest' });
