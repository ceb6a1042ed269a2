/** Fake wallets and windows for the wallet helpers' tests (not exported from the package). */
import type { Eip1193Provider, Eip6963ProviderInfo, SolanaProvider, WalletWindow } from '../src/wallets/types.ts';

/** A window stand-in: a real EventTarget (so EIP-6963 events flow) plus the injected globals. */
export function fakeWindow(globals: Partial<Omit<WalletWindow, keyof EventTarget>> = {}): WalletWindow {
  return Object.assign(new EventTarget(), globals);
}

/** An EIP-1193 provider answering from a method table; unknown methods reject with code 4200. */
export function fakeEthereum(
  answers: Record<string, (params: unknown) => unknown> = {},
  flags: Record<string, boolean> = {},
): Eip1193Provider & { calls: Array<{ method: string; params: unknown }> } {
  const calls: Array<{ method: string; params: unknown }> = [];
  return {
    ...flags,
    calls,
    async request({ method, params }) {
      calls.push({ method, params });
      const answer = answers[method];
      if (!answer) throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      return answer(params);
    },
  };
}

/** A Phantom-style Solana provider. */
export function fakeSolana(overrides: Partial<SolanaProvider> = {}, flags: Record<string, boolean> = {}) {
  return {
    ...flags,
    connect: async () => ({ publicKey: { toBase58: () => 'So1anaAddre55' } }),
    signMessage: async () => ({ signature: new Uint8Array([1, 2, 3]) }),
    ...overrides,
  } satisfies SolanaProvider;
}

/** Makes `provider` answer `eip6963:requestProvider` on `win`, as an installed wallet does. */
export function announceOnRequest(win: WalletWindow, info: Partial<Eip6963ProviderInfo>, provider: Eip1193Provider) {
  const detail = Object.freeze({
    info: {
      uuid: crypto.randomUUID(),
      name: 'Wallet',
      icon: 'data:image/svg+xml,<svg/>',
      rdns: 'com.example',
      ...info,
    },
    provider,
  });
  const announce = () => win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  win.addEventListener('eip6963:requestProvider', announce);
  return { announce, uuid: detail.info.uuid };
}
