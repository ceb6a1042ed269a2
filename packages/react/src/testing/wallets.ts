/**
 * Wallets injected into happy-dom's window for the crypto screens' tests: an EIP-1193 wallet that
 * sets `window.ethereum` and/or announces itself by EIP-6963, and a Phantom-style Solana wallet.
 * Each answer can be held back with `hold()` to look at the screen shown meanwhile.
 */
import { afterEach } from 'vitest';

type Globals = 'ethereum' | 'phantom' | 'solana';
const cleanups: Array<() => void> = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function setGlobal(name: Globals, value: unknown) {
  Reflect.set(window, name, value);
  cleanups.push(() => Reflect.deleteProperty(window, name));
}

/** A promise the test settles by hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const userRejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

export interface FakeEthereumOptions {
  address?: string;
  flags?: Record<string, boolean>;
  /** Announce by EIP-6963 with this info (rdns, name) instead of or beside `window.ethereum`. */
  announce?: { name: string; rdns: string; icon?: string };
  global?: boolean;
  connect?: () => Promise<string[]>;
  sign?: (hexMessage: string, address: string) => Promise<string>;
}

/** Installs an Ethereum-style wallet; returns the calls it received. */
export function installEthereumWallet(options: FakeEthereumOptions = {}) {
  const address = options.address ?? '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
  const calls: Array<{ method: string; params: unknown }> = [];
  const provider = {
    ...(options.flags ?? { isMetaMask: true }),
    async request({ method, params }: { method: string; params?: unknown[] }) {
      calls.push({ method, params });
      if (method === 'eth_requestAccounts') return options.connect ? options.connect() : [address];
      if (method === 'personal_sign') {
        const [hex, signer] = params as [string, string];
        return options.sign ? options.sign(hex, signer) : `0x${'5a'.repeat(65)}`;
      }
      throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
    },
  };
  if (options.global ?? true) setGlobal('ethereum', provider);
  if (options.announce) {
    const info = { uuid: crypto.randomUUID(), icon: 'data:image/svg+xml,%3Csvg%2F%3E', ...options.announce };
    const announce = () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
    window.addEventListener('eip6963:requestProvider', announce);
    cleanups.push(() => window.removeEventListener('eip6963:requestProvider', announce));
  }
  return { address, calls, provider };
}

export interface FakeSolanaOptions {
  publicKey?: string;
  connect?: () => Promise<unknown>;
  sign?: (message: Uint8Array) => Promise<Uint8Array>;
}

/** Installs a Phantom-style wallet at `window.phantom.solana` and `window.solana`. */
export function installPhantomWallet(options: FakeSolanaOptions = {}) {
  const publicKey = options.publicKey ?? '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
  const signed: string[] = [];
  const provider = {
    isPhantom: true,
    connect: () =>
      options.connect ? options.connect() : Promise.resolve({ publicKey: { toBase58: () => publicKey } }),
    async signMessage(message: Uint8Array) {
      signed.push(new TextDecoder().decode(message));
      return { signature: options.sign ? await options.sign(message) : new Uint8Array([0, 0, 1]), publicKey };
    },
  };
  setGlobal('phantom', { solana: provider });
  setGlobal('solana', provider);
  return { publicKey, signed };
}
