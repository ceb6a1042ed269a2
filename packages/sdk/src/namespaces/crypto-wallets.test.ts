import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness.ts';

const h = useHarness();
const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('cryptoWallets', () => {
  it('authenticateStart answers the challenge to sign', async () => {
    const answer = await h.open().cryptoWallets.authenticateStart({
      crypto_wallet_address: address,
      crypto_wallet_type: 'ethereum',
    });
    expect(answer.challenge).toBe('Sign in to example.com with nonce 8c1f');
    expect(h.server.calls('POST /crypto_wallets/authenticate/start')[0]?.body).toEqual({
      crypto_wallet_address: address,
      crypto_wallet_type: 'ethereum',
    });
  });

  it('authenticate sends the signature and stores the session', async () => {
    const client = h.open();
    const body = {
      crypto_wallet_address: address,
      crypto_wallet_type: 'ethereum' as const,
      signature: '0xdeadbeef',
      session_duration_minutes: 30,
    };
    const answer = await client.cryptoWallets.authenticate(body);
    expect(h.server.calls('POST /crypto_wallets/authenticate')[0]?.body).toEqual(body);
    expect(client.session.getSync()).toEqual(answer.session);
  });
});
