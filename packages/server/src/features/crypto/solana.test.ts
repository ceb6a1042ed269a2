import bs58 from 'bs58';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { iso, minutes } from '../../clock.ts';
import { upsertProject } from '../../store/projects.ts';
import { authenticateWallet, challengeFor, solanaWallet, startChallenge } from '../../testing/crypto-wallets.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';
import { CHALLENGE_LIFETIME_MINUTES } from './constants.ts';

describe('crypto wallets: solana', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const wallet = solanaWallet();

  describe('authenticate/start', () => {
    it('answers a Sign-In With Solana message naming the page’s domain and URI, a nonce and a 5-minute expiry', async () => {
      const res = await startChallenge(t, 'solana', wallet.address);
      expect(res.status).toBe(200);
      const lines = (res.body.challenge as string).split('\n');
      expect(lines.slice(0, 9)).toEqual([
        'host.example wants you to sign in with your Solana account:',
        wallet.address,
        '',
        'Sign in to Test project with your wallet.',
        '',
        'URI: https://host.example',
        'Version: 1',
        'Chain ID: mainnet',
        expect.stringMatching(/^Nonce: [0-9a-f]{32}$/),
      ]);
      const issuedAt = Date.parse(lines[9]?.replace('Issued At: ', '') ?? '');
      expect(Math.abs(issuedAt - t.clock.now())).toBeLessThan(1000);
      expect(lines[10]).toBe(`Expiration Time: ${iso(issuedAt + minutes(CHALLENGE_LIFETIME_MINUTES))}`);
      expect(lines).toHaveLength(11);
    });

    it('names the page’s own origin, port included, for another authorized origin', async () => {
      await upsertProject(t.deps.db, t.clock, {
        ...testProjectConfig,
        authorized_origins: ['https://host.example', 'http://localhost:5173'],
      });
      const res = await startChallenge(t, 'solana', wallet.address, { origin: 'http://localhost:5173' });
      expect(res.body.challenge).toMatch(/^localhost:5173 wants you/);
      expect(res.body.challenge).toContain('\nURI: http://localhost:5173\n');
    });

    it.each([
      ['too short', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdT'],
      ['not base58 (0, O, I and l are not in its alphabet)', `0OIl${wallet.address.slice(4)}`],
      ['an Ethereum address', '0x52908400098527886E0F7030069857D2E4169EE7'],
      ['33 bytes long', bs58.encode(new Uint8Array(33).fill(7))],
    ])('refuses an address that is %s with invalid_crypto_wallet_address', async (_, address) => {
      const res = await startChallenge(t, 'solana', address);
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('invalid_crypto_wallet_address');
    });
  });

  describe('authenticate', () => {
    it('signs in with a tweetnacl ed25519 signature and creates a user owning the verified wallet', async () => {
      const message = await challengeFor(t, 'solana', wallet.address);
      const res = await authenticateWallet(t, {
        type: 'solana',
        address: wallet.address,
        signature: wallet.sign(message),
      });
      expect(res.status).toBe(200);
      expect(res.body.session.authentication_factors).toEqual([
        expect.objectContaining({ type: 'crypto_wallet', delivery_method: 'crypto_wallet_solana' }),
      ]);
      expect(res.body.user.crypto_wallets).toEqual([
        expect.objectContaining({
          crypto_wallet_address: wallet.address,
          crypto_wallet_type: 'solana',
          verified: true,
        }),
      ]);
      const me = await t.sdk('/users/me', undefined, { sessionToken: res.body.session_token });
      expect(me.body.user.crypto_wallets).toHaveLength(1);
    });

    it('signs the same wallet in to the same user the next time', async () => {
      const sign = async () =>
        authenticateWallet(t, {
          type: 'solana',
          address: wallet.address,
          signature: wallet.sign(await challengeFor(t, 'solana', wallet.address)),
        });
      const first = await sign();
      const second = await sign();
      expect(second.status).toBe(200);
      expect(second.body.user_id).toBe(first.body.user_id);
    });

    it('keeps Solana and Ethereum wallets apart: a wallet type’s challenge is not the other’s', async () => {
      const message = await challengeFor(t, 'solana', wallet.address);
      const res = await authenticateWallet(t, {
        type: 'ethereum',
        address: '0x52908400098527886E0F7030069857D2E4169EE7',
        signature: wallet.sign(message),
      });
      expect(res.body.error_type).toBe('crypto_wallet_challenge_not_found');
    });

    it('refuses a signature of a tampered message with invalid_crypto_wallet_signature', async () => {
      const message = await challengeFor(t, 'solana', wallet.address);
      const res = await authenticateWallet(t, {
        type: 'solana',
        address: wallet.address,
        signature: wallet.sign(message.replace('Chain ID: mainnet', 'Chain ID: devnet')),
      });
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('invalid_crypto_wallet_signature');
    });

    it('refuses a signature by another wallet with invalid_crypto_wallet_signature', async () => {
      const message = await challengeFor(t, 'solana', wallet.address);
      const res = await authenticateWallet(t, {
        type: 'solana',
        address: wallet.address,
        signature: solanaWallet().sign(message),
      });
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('invalid_crypto_wallet_signature');
    });

    it.each([
      ['not base58', 'not-base58!'],
      ['hex instead of base58', `0x${'ab'.repeat(64)}`],
      ['63 bytes', bs58.encode(new Uint8Array(63).fill(1))],
      ['64 zero bytes', bs58.encode(new Uint8Array(64))],
    ])('refuses a signature that is %s with invalid_crypto_wallet_signature', async (_, signature) => {
      await challengeFor(t, 'solana', wallet.address);
      const res = await authenticateWallet(t, { type: 'solana', address: wallet.address, signature });
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('invalid_crypto_wallet_signature');
    });

    it('treats the address as case-sensitive: another spelling is another account', async () => {
      const message = await challengeFor(t, 'solana', wallet.address);
      const res = await authenticateWallet(t, {
        type: 'solana',
        address: otherValidSpelling(wallet.address),
        signature: wallet.sign(message),
      });
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe('crypto_wallet_challenge_not_found');
    });

    it('refuses a replayed signature with crypto_wallet_challenge_already_used', async () => {
      const signature = wallet.sign(await challengeFor(t, 'solana', wallet.address));
      const body = { type: 'solana' as const, address: wallet.address, signature };
      expect((await authenticateWallet(t, body)).status).toBe(200);
      const replay = await authenticateWallet(t, body);
      expect(replay.status).toBe(401);
      expect(replay.body.error_type).toBe('crypto_wallet_challenge_already_used');
    });

    it('refuses an expired challenge with crypto_wallet_challenge_expired', async () => {
      const signature = wallet.sign(await challengeFor(t, 'solana', wallet.address));
      t.clock.advance(minutes(CHALLENGE_LIFETIME_MINUTES) + 1);
      const res = await authenticateWallet(t, { type: 'solana', address: wallet.address, signature });
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('crypto_wallet_challenge_expired');
    });

    it('answers crypto_wallet_challenge_not_found when the wallet never started a sign-in', async () => {
      const res = await authenticateWallet(t, { type: 'solana', address: wallet.address, signature: wallet.sign('x') });
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe('crypto_wallet_challenge_not_found');
    });
  });
});

/** The address with one letter's case flipped, still a valid 32-byte key (base58 is case-sensitive). */
function otherValidSpelling(address: string): string {
  for (let i = 0; i < address.length; i++) {
    const c = address.charAt(i);
    const flipped = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
    const candidate = address.slice(0, i) + flipped + address.slice(i + 1);
    if (flipped === c || 'IOl'.includes(flipped)) continue;
    if (bs58.decode(candidate).length === 32) return candidate;
  }
  throw new Error(`no other spelling of ${address} is a 32-byte key`);
}
