import { expect, it } from 'vitest';
import * as core from '../index.ts';
import * as wallets from './index.ts';

it('exports exactly the wallet helpers’ runtime surface', () => {
  expect(Object.keys(wallets).sort()).toEqual([
    'WALLET_KINDS',
    'WalletError',
    'chainOf',
    'connectWallet',
    'detectWallets',
    'kindOfAnnouncement',
    'kindOfInjectedProvider',
    'mergeWallets',
    'signChallenge',
    'utf8ToHex',
    'watchWallets',
  ]);
});

it('keeps the wallet helpers out of the core entry point, so pages without wallets never load them', () => {
  expect(Object.keys(core)).not.toContain('detectWallets');
});
