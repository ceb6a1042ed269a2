import { describe, expect, it, vi } from 'vitest';
import { announceOnRequest, fakeEthereum, fakeSolana, fakeWindow } from '../../test/wallets.ts';
import { detectWallets, watchWallets } from './detect.ts';
import type { DetectedWallet } from './types.ts';

const summary = (wallets: DetectedWallet[]) => wallets.map(({ kind, chain, source }) => `${kind}/${chain}/${source}`);

describe('detectWallets', () => {
  describe('injected globals', () => {
    it('finds nothing on a page without wallets', () => {
      expect(detectWallets(fakeWindow())).toEqual([]);
    });

    it('tells the Ethereum wallets apart by the flags they set on window.ethereum', () => {
      const cases: Array<[Record<string, boolean>, string]> = [
        [{ isMetaMask: true }, 'metamask'],
        [{ isMetaMask: true, isCoinbaseWallet: true }, 'coinbase'],
        [{ isBinance: true }, 'binance'],
        [{ isVessel: true }, 'vessel'],
        [{}, 'otherEthereum'],
        // Brave and Rabby also claim isMetaMask so that MetaMask-only sites work with them.
        [{ isMetaMask: true, isBraveWallet: true }, 'otherEthereum'],
        [{ isMetaMask: true, isRabby: true }, 'otherEthereum'],
      ];
      for (const [flags, kind] of cases) {
        const [wallet] = detectWallets(fakeWindow({ ethereum: fakeEthereum({}, flags) }));
        expect(wallet?.kind, JSON.stringify(flags)).toBe(kind);
      }
    });

    it('finds Binance, Coinbase and others under their own globals and in window.ethereum.providers', () => {
      const win = fakeWindow({
        ethereum: { providers: [fakeEthereum({}, { isMetaMask: true }), fakeEthereum({}, { isCoinbaseWallet: true })] },
        binancew3w: { ethereum: fakeEthereum() },
      });
      expect(summary(detectWallets(win))).toEqual([
        'binance/ethereum/global',
        'coinbase/ethereum/global',
        'metamask/ethereum/global',
      ]);
      expect(detectWallets(fakeWindow({ BinanceChain: fakeEthereum() }))[0]?.kind).toBe('binance');
      expect(detectWallets(fakeWindow({ coinbaseWalletExtension: fakeEthereum() }))[0]?.kind).toBe('coinbase');
    });

    it('finds Phantom through window.phantom.solana or a window.solana marked isPhantom', () => {
      const phantom = fakeSolana({}, { isPhantom: true });
      const both = detectWallets(fakeWindow({ phantom: { solana: phantom }, solana: phantom }));
      expect(summary(both)).toEqual(['phantom/solana/global']);
      expect(both[0]?.provider).toBe(phantom);
      expect(summary(detectWallets(fakeWindow({ solana: phantom })))).toEqual(['phantom/solana/global']);
    });

    it('takes an unmarked window.solana for another Solana wallet', () => {
      const win = fakeWindow({ phantom: { solana: fakeSolana() }, solana: fakeSolana() });
      expect(summary(detectWallets(win))).toEqual(['phantom/solana/global', 'otherSolana/solana/global']);
    });

    it('leaves out Phantom’s Ethereum provider, since Phantom signs in through its Solana one', () => {
      const win = fakeWindow({ ethereum: fakeEthereum({}, { isPhantom: true, isMetaMask: true }) });
      expect(detectWallets(win)).toEqual([]);
    });

    it('ignores globals that are not providers', () => {
      const win = fakeWindow({ ethereum: { isMetaMask: true }, solana: { connect: 'no' }, phantom: 42 });
      expect(detectWallets(win)).toEqual([]);
    });
  });

  describe('EIP-6963', () => {
    it('finds a wallet that only announces itself, with its name and icon', () => {
      const win = fakeWindow();
      const provider = fakeEthereum();
      const { uuid } = announceOnRequest(win, { name: 'Rabby Wallet', rdns: 'io.rabby' }, provider);
      expect(detectWallets(win)).toEqual([
        {
          id: `eip6963:${uuid}`,
          kind: 'otherEthereum',
          chain: 'ethereum',
          name: 'Rabby Wallet',
          icon: 'data:image/svg+xml,<svg/>',
          source: 'eip6963',
          provider,
        },
      ]);
    });

    it('knows the named wallets by their rdns, and Vessel also by name', () => {
      const win = fakeWindow();
      announceOnRequest(win, { rdns: 'io.metamask' }, fakeEthereum());
      announceOnRequest(win, { rdns: 'com.coinbase.wallet' }, fakeEthereum());
      announceOnRequest(win, { rdns: 'com.binance.wallet' }, fakeEthereum());
      announceOnRequest(win, { rdns: 'io.openvessel.wallet' }, fakeEthereum());
      announceOnRequest(win, { rdns: 'app.phantom' }, fakeEthereum());
      expect(detectWallets(win).map((wallet) => wallet.kind)).toEqual(['vessel', 'binance', 'coinbase', 'metamask']);

      const named = fakeWindow();
      announceOnRequest(named, { name: 'Vessel', rdns: 'com.example.unknown' }, fakeEthereum());
      expect(detectWallets(named)[0]?.kind).toBe('vessel');
    });

    it('shows MetaMask once when it both announces itself and injects window.ethereum', () => {
      const win = fakeWindow({ ethereum: fakeEthereum({}, { isMetaMask: true }) });
      announceOnRequest(win, { name: 'MetaMask', rdns: 'io.metamask' }, fakeEthereum());
      expect(summary(detectWallets(win))).toEqual(['metamask/ethereum/eip6963']);
    });

    it('drops an unflagged window.ethereum when wallets announce, since it is one of them', () => {
      const shared = fakeEthereum();
      const win = fakeWindow({ ethereum: fakeEthereum() });
      announceOnRequest(win, { name: 'Rabby Wallet', rdns: 'io.rabby' }, shared);
      expect(summary(detectWallets(win))).toEqual(['otherEthereum/ethereum/eip6963']);
    });

    it('keeps two different announced wallets of the "other" kind', () => {
      const win = fakeWindow();
      announceOnRequest(win, { name: 'Rabby Wallet', rdns: 'io.rabby' }, fakeEthereum());
      announceOnRequest(win, { name: 'Zerion', rdns: 'io.zerion.wallet' }, fakeEthereum());
      expect(detectWallets(win).map((wallet) => wallet.name)).toEqual(['Rabby Wallet', 'Zerion']);
    });

    it('shows only inline image icons, never a URL the page would fetch', () => {
      const win = fakeWindow();
      announceOnRequest(win, { icon: 'https://tracker.example/pixel.png' }, fakeEthereum());
      expect(detectWallets(win)[0]?.icon).toBeNull();
    });

    it('ignores malformed announcements', () => {
      const win = fakeWindow();
      win.addEventListener('eip6963:requestProvider', () => {
        win.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: { info: { uuid: 'x' }, provider: {} } }),
        );
        win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: null }));
      });
      expect(detectWallets(win)).toEqual([]);
    });

    it('lists wallets in the spec’s order of kinds: Phantom, Vessel, Binance, Coinbase, MetaMask, others', () => {
      const win = fakeWindow({ phantom: { solana: fakeSolana() }, solana: fakeSolana() });
      announceOnRequest(win, { name: 'Zerion', rdns: 'io.zerion.wallet' }, fakeEthereum());
      announceOnRequest(win, { rdns: 'io.metamask' }, fakeEthereum());
      announceOnRequest(win, { rdns: 'com.coinbase.wallet' }, fakeEthereum());
      expect(detectWallets(win).map((wallet) => wallet.kind)).toEqual([
        'phantom',
        'coinbase',
        'metamask',
        'otherEthereum',
        'otherSolana',
      ]);
    });
  });
});

describe('watchWallets', () => {
  it('reports the wallets at once, then again when a late wallet announces itself', () => {
    const win = fakeWindow();
    announceOnRequest(win, { rdns: 'io.metamask' }, fakeEthereum());
    const onChange = vi.fn();
    const stop = watchWallets(win, onChange);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.lastCall?.[0].map((wallet: DetectedWallet) => wallet.kind)).toEqual(['metamask']);

    const late = announceOnRequest(win, { rdns: 'com.coinbase.wallet' }, fakeEthereum());
    late.announce();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange.mock.lastCall?.[0].map((wallet: DetectedWallet) => wallet.kind)).toEqual(['coinbase', 'metamask']);

    late.announce(); // the same wallet again is no news
    expect(onChange).toHaveBeenCalledTimes(2);

    stop();
    announceOnRequest(win, { rdns: 'com.binance.wallet' }, fakeEthereum()).announce();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('looks again when a wallet sets window.ethereum after load (ethereum#initialized)', () => {
    const win = fakeWindow();
    const onChange = vi.fn();
    watchWallets(win, onChange);
    win.ethereum = fakeEthereum({}, { isMetaMask: true });
    win.dispatchEvent(new Event('ethereum#initialized'));
    expect(onChange.mock.lastCall?.[0].map((wallet: DetectedWallet) => wallet.kind)).toEqual(['metamask']);
  });
});
