import { parseSignature, serializeCompactSignature, signatureToCompactSignature } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { iso, minutes } from '../../clock.ts';
import { upsertProject } from '../../store/projects.ts';
import { authenticateWallet, challengeFor, startChallenge } from '../../testing/crypto-wallets.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';
import { CHALLENGE_LIFETIME_MINUTES, CHALLENGE_RETENTION_MINUTES } from './constants.ts';

describe('crypto wallets: ethereum', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const account = privateKeyToAccount(generatePrivateKey());
  const sign = (message: string) => account.signMessage({ message });

  describe('authenticate/start', () => {
    it('answers an EIP-4361 message naming the page’s domain and URI, chain 1, a nonce and a 5-minute expiry', async () => {
      const res = await startChallenge(t, 'ethereum', account.address);
      expect(res.status).toBe(200);
      expect(res.body.request_id).toMatch(/^request-id-/);
      const challenge: string = res.body.challenge;
      const nonce = /^Nonce: (.*)$/m.exec(challenge)?.[1] ?? '';
      const issuedAt = /^Issued At: (.*)$/m.exec(challenge)?.[1] ?? '';
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(Math.abs(Date.parse(issuedAt) - t.clock.now())).toBeLessThan(1000);
      // The text the wallet shows and signs, written out from EIP-4361's grammar.
      expect(challenge).toBe(
        [
          'host.example wants you to sign in with your Ethereum account:',
          account.address,
          '',
          'Sign in to Test project with your wallet.',
          '',
          'URI: https://host.example',
          'Version: 1',
          'Chain ID: 1',
          `Nonce: ${nonce}`,
          `Issued At: ${iso(Date.parse(issuedAt))}`,
          `Expiration Time: ${iso(Date.parse(issuedAt) + minutes(CHALLENGE_LIFETIME_MINUTES))}`,
        ].join('\n'),
      );
      // A SIWE verifier on the page's side accepts it for this domain while it is open, and not after.
      const parsed = parseSiweMessage(challenge);
      expect(parsed).toMatchObject({ domain: 'host.example', address: account.address, nonce, chainId: 1 });
      expect(parsed.scheme).toBeUndefined();
      const openAt = new Date(t.clock.now());
      expect(validateSiweMessage({ message: parsed, domain: 'host.example', nonce, time: openAt })).toBe(true);
      expect(validateSiweMessage({ message: parsed, domain: 'evil.example', nonce, time: openAt })).toBe(false);
      const expiredAt = new Date(Date.parse(issuedAt) + minutes(CHALLENGE_LIFETIME_MINUTES) + 1);
      expect(validateSiweMessage({ message: parsed, domain: 'host.example', nonce, time: expiredAt })).toBe(false);
    });

    it('writes the address in EIP-55 form whatever letter case was sent', async () => {
      const message = await challengeFor(t, 'ethereum', account.address.toLowerCase());
      expect(message.split('\n')[1]).toBe(account.address);
    });

    it('hands out a fresh nonce each time', async () => {
      const first = parseSiweMessage(await challengeFor(t, 'ethereum', account.address));
      const second = parseSiweMessage(await challengeFor(t, 'ethereum', account.address));
      expect(first.nonce).not.toBe(second.nonce);
    });

    it('names the project’s first authorized origin when the caller sends no Origin', async () => {
      const res = await startChallenge(t, 'ethereum', account.address, { origin: null });
      expect(res.status).toBe(200);
      expect(parseSiweMessage(res.body.challenge)).toMatchObject({
        domain: 'host.example',
        uri: testProjectConfig.authorized_origins[0],
      });
    });

    it('writes the scheme when the page is not on https, as EIP-4361 assumes https otherwise', async () => {
      await upsertProject(t.deps.db, t.clock, { ...testProjectConfig, authorized_origins: ['http://localhost:5173'] });
      const res = await startChallenge(t, 'ethereum', account.address, { origin: 'http://localhost:5173' });
      expect(res.body.challenge).toMatch(/^http:\/\/localhost:5173 wants you/);
      expect(parseSiweMessage(res.body.challenge)).toMatchObject({
        scheme: 'http',
        domain: 'localhost:5173',
        uri: 'http://localhost:5173',
      });
    });

    it('answers bad_request, naming the origin, when its host cannot be a SIWE domain', async () => {
      await upsertProject(t.deps.db, t.clock, { ...testProjectConfig, authorized_origins: ['http://intranet:8080'] });
      const res = await startChallenge(t, 'ethereum', account.address, { origin: 'http://intranet:8080' });
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('bad_request');
      expect(res.body.error_message).toContain('http://intranet:8080');
    });

    it.each([
      ['too short', '0x1234'],
      ['not hex', `0x${'g'.repeat(40)}`],
      ['without 0x', account.address.slice(2)],
      ['a Solana address', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'],
    ])('refuses an address that is %s with invalid_crypto_wallet_address', async (_, address) => {
      const res = await startChallenge(t, 'ethereum', address);
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('invalid_crypto_wallet_address');
    });
  });

  describe('authenticate', () => {
    it('signs in with a viem personal_sign signature and creates a user owning the verified wallet', async () => {
      const message = await challengeFor(t, 'ethereum', account.address);
      const res = await authenticateWallet(t, {
        type: 'ethereum',
        address: account.address,
        signature: await sign(message),
        session_duration_minutes: 60,
      });
      expect(res.status).toBe(200);
      expect(res.body.session_token).toMatch(/^session-token-/);
      expect(res.body.session.authentication_factors).toEqual([
        expect.objectContaining({ type: 'crypto_wallet', delivery_method: 'crypto_wallet_ethereum' }),
      ]);
      expect(res.body.user.crypto_wallets).toEqual([
        {
          crypto_wallet_id: expect.stringMatching(/^crypto-wallet-test-/),
          crypto_wallet_address: account.address,
          crypto_wallet_type: 'ethereum',
          verified: true,
        },
      ]);
      const backendView = await t.backend(`/users/${res.body.user_id}`);
      expect(backendView.body.user.crypto_wallets).toHaveLength(1);
    });

    it('accepts a signature whose recovery byte is 0 or 1, as some hardware wallets write it', async () => {
      const message = await challengeFor(t, 'ethereum', account.address);
      const signature = await sign(message);
      const { yParity } = parseSignature(signature);
      const rawRecoveryByte = `${signature.slice(0, -2)}0${yParity}`;
      expect(rawRecoveryByte).not.toBe(signature);
      const res = await authenticateWallet(t, {
        type: 'ethereum',
        address: account.address,
        signature: rawRecoveryByte,
      });
      expect(res.status).toBe(200);
    });

    it('signs the same wallet in to the same user whatever letter case each call uses', async () => {
      const lower = account.address.toLowerCase();
      const upper = `0x${account.address.slice(2).toUpperCase()}`;
      const first = await authenticateWallet(t, {
        type: 'ethereum',
        address: upper,
        signature: await sign(await challengeFor(t, 'ethereum', lower)),
      });
      const second = await authenticateWallet(t, {
        type: 'ethereum',
        address: lower,
        signature: await sign(await challengeFor(t, 'ethereum', account.address)),
      });
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.body.user_id).toBe(first.body.user_id);
      expect(second.body.user.crypto_wallets).toHaveLength(1);
    });

    it('refuses the 64-byte EIP-2098 compact form with invalid_crypto_wallet_signature (personal_sign answers 65 bytes)', async () => {
      const message = await challengeFor(t, 'ethereum', account.address);
      const compact = serializeCompactSignature(signatureToCompactSignature(parseSignature(await sign(message))));
      const res = await authenticateWallet(t, { type: 'ethereum', address: account.address, signature: compact });
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('invalid_crypto_wallet_signature');
    });

    it('refuses a signature of a tampered message with invalid_crypto_wallet_signature', async () => {
      const message = await challengeFor(t, 'ethereum', account.address);
      const tampered = message.replace('host.example wants', 'evil.example wants');
      const res = await authenticateWallet(t, {
        type: 'ethereum',
        address: account.address,
        signature: await sign(tampered),
      });
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('invalid_crypto_wallet_signature');
    });

    it('refuses a signature by another wallet with invalid_crypto_wallet_signature', async () => {
      const message = await challengeFor(t, 'ethereum', account.address);
      const other = privateKeyToAccount(generatePrivateKey());
      const res = await authenticateWallet(t, {
        type: 'ethereum',
        address: account.address,
        signature: await other.signMessage({ message }),
      });
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('invalid_crypto_wallet_signature');
    });

    it.each([
      ['not hex', 'hello'],
      ['too short', '0x1234'],
      ['65 zero bytes', `0x${'00'.repeat(65)}`],
    ])('refuses a signature that is %s with invalid_crypto_wallet_signature', async (_, signature) => {
      await challengeFor(t, 'ethereum', account.address);
      const res = await authenticateWallet(t, { type: 'ethereum', address: account.address, signature });
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('invalid_crypto_wallet_signature');
    });

    it('refuses a replayed signature with crypto_wallet_challenge_already_used', async () => {
      const signature = await sign(await challengeFor(t, 'ethereum', account.address));
      const body = { type: 'ethereum' as const, address: account.address, signature };
      expect((await authenticateWallet(t, body)).status).toBe(200);
      const replay = await authenticateWallet(t, body);
      expect(replay.status).toBe(401);
      expect(replay.body.error_type).toBe('crypto_wallet_challenge_already_used');
    });

    it('lets exactly one of two concurrent requests with the same signature through', async () => {
      const signature = await sign(await challengeFor(t, 'ethereum', account.address));
      const body = { type: 'ethereum' as const, address: account.address, signature };
      const results = await Promise.all([authenticateWallet(t, body), authenticateWallet(t, body)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
      expect(results.find((r) => r.status === 401)?.body.error_type).toBe('crypto_wallet_challenge_already_used');
    });

    it('refuses a challenge signed after its expiry with crypto_wallet_challenge_expired', async () => {
      const signature = await sign(await challengeFor(t, 'ethereum', account.address));
      t.clock.advance(minutes(CHALLENGE_LIFETIME_MINUTES));
      const res = await authenticateWallet(t, { type: 'ethereum', address: account.address, signature });
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('crypto_wallet_challenge_expired');
    });

    it('accepts a challenge signed just before its expiry', async () => {
      const signature = await sign(await challengeFor(t, 'ethereum', account.address));
      t.clock.advance(minutes(CHALLENGE_LIFETIME_MINUTES) - 1000);
      const res = await authenticateWallet(t, { type: 'ethereum', address: account.address, signature });
      expect(res.status).toBe(200);
    });

    it('answers crypto_wallet_challenge_not_found when the wallet never started a sign-in', async () => {
      const res = await authenticateWallet(t, {
        type: 'ethereum',
        address: account.address,
        signature: await sign('anything'),
      });
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe('crypto_wallet_challenge_not_found');
    });

    it('forgets challenges a day after they expired', async () => {
      const signature = await sign(await challengeFor(t, 'ethereum', account.address));
      t.clock.advance(minutes(CHALLENGE_LIFETIME_MINUTES + CHALLENGE_RETENTION_MINUTES + 1));
      const other = privateKeyToAccount(generatePrivateKey());
      await challengeFor(t, 'ethereum', other.address); // any start sweeps old challenges
      const res = await authenticateWallet(t, { type: 'ethereum', address: account.address, signature });
      expect(res.body.error_type).toBe('crypto_wallet_challenge_not_found');
    });

    it('still accepts an open challenge after a newer one was started for the same wallet', async () => {
      const older = await challengeFor(t, 'ethereum', account.address);
      await challengeFor(t, 'ethereum', account.address);
      const res = await authenticateWallet(t, {
        type: 'ethereum',
        address: account.address,
        signature: await sign(older),
      });
      expect(res.status).toBe(200);
    });

    it('refuses a malformed address with invalid_crypto_wallet_address', async () => {
      const res = await authenticateWallet(t, { type: 'ethereum', address: '0xnope', signature: '0x00' });
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('invalid_crypto_wallet_address');
    });
  });
});
