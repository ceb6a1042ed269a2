/**
 * Crypto wallets injected into the page, with their keys kept in the test process (docs/testing.md):
 * the page gets a MetaMask-like EIP-1193 provider (window.ethereum and/or an EIP-6963
 * announcement) or a Phantom-like Solana provider (window.phantom.solana, window.solana), whose
 * prompts call one `page.exposeFunction` binding per wallet. The binding signs here, with viem
 * (personal_sign) or tweetnacl (ed25519); only strings cross the boundary (hex, base64).
 *
 * A test plays the wallet's user: `refuse('connect' | 'sign')` answers the next prompt with EIP-1193's
 * 4001 "User rejected the request", and `hold(step)` keeps a prompt open until released, so the
 * screen shown meanwhile can be checked.
 */
import type { Page } from '@playwright/test';
import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { type Hex, hexToString } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { backendAuthorization, devProject } from './dev-project.ts';

type Step = 'connect' | 'sign';
type Answer = { ok: true; value: string } | { ok: false; code: number; message: string };

/** A message the wallet signed, and the signature it answered (hex for Ethereum, base64 for Solana). */
export interface SignedMessage {
  message: string;
  signature: string;
}

export interface TestWallet {
  /** 0x address (EIP-55) or base58 public key. */
  address: string;
  signed: SignedMessage[];
  /** The user refuses the next prompt of this step. */
  refuse(step: Step): void;
  /** Keeps the next prompt of this step open; call the returned function to let it proceed. */
  hold(step: Step): () => void;
}

export interface EthereumWalletOptions {
  /** The EIP-6963 name and rdns; omit `announce` to inject only window.ethereum. */
  name?: string;
  rdns?: string;
  /** Announce by EIP-6963 (default true). */
  announce?: boolean;
  /** Set window.ethereum (default true); false makes a wallet that only announces itself. */
  global?: boolean;
  /** Flags on the provider, default `{ isMetaMask: true }`. */
  flags?: Record<string, boolean>;
}

let bindings = 0;

/** The wallet's prompts, answered in the test process. */
function control(page: Page, sign: (payload: string) => Promise<string>) {
  const refusals = new Set<Step>();
  const holds = new Map<Step, Promise<void>>();
  const binding = `__foyerTestWallet${++bindings}`;
  const handler = async (step: Step, payload: string): Promise<Answer> => {
    await holds.get(step);
    holds.delete(step);
    if (refusals.delete(step)) return { ok: false, code: 4001, message: 'User rejected the request.' };
    return { ok: true, value: step === 'sign' ? await sign(payload) : '' };
  };
  const controls = {
    refuse: (step: Step) => void refusals.add(step),
    hold: (step: Step) => {
      let release = () => {};
      holds.set(step, new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
  };
  return { binding, expose: () => page.exposeFunction(binding, handler), controls };
}

/** A small square icon, as EIP-6963 requires a data URI. */
const ICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#f6851b"/></svg>',
).toString('base64')}`;

/** Injects a MetaMask-like Ethereum wallet into every page of `page` loaded from now on. */
export async function injectEthereumWallet(page: Page, options: EthereumWalletOptions = {}): Promise<TestWallet> {
  const account = privateKeyToAccount(generatePrivateKey());
  const signed: SignedMessage[] = [];
  const { binding, expose, controls } = control(page, async (hex) => {
    const signature = await account.signMessage({ message: { raw: hex as Hex } });
    signed.push({ message: hexToString(hex as Hex), signature });
    return signature;
  });
  await expose();
  const config = {
    binding,
    address: account.address,
    flags: options.flags ?? { isMetaMask: true },
    global: options.global ?? true,
    announce:
      (options.announce ?? true)
        ? {
            uuid: crypto.randomUUID(),
            name: options.name ?? 'MetaMask',
            rdns: options.rdns ?? 'io.metamask',
            icon: ICON,
          }
        : null,
  };
  await page.addInitScript((c) => {
    type Bound = (
      step: string,
      payload: string,
    ) => Promise<{ ok: boolean; value?: string; code?: number; message?: string }>;
    const ask = (window as unknown as Record<string, Bound>)[c.binding] as Bound;
    const fail = (code: number, message: string) => Object.assign(new Error(message), { code });
    let connected = false;
    const provider = {
      ...c.flags,
      async request({ method, params }: { method: string; params?: unknown[] }) {
        switch (method) {
          case 'eth_requestAccounts': {
            const answer = await ask('connect', '');
            if (!answer.ok) throw fail(answer.code ?? 4001, answer.message ?? 'rejected');
            connected = true;
            return [c.address];
          }
          case 'eth_accounts':
            return connected ? [c.address] : [];
          case 'eth_chainId':
            return '0x1';
          case 'personal_sign': {
            const [data, address] = (params ?? []) as [string, string];
            if (!connected || address?.toLowerCase() !== c.address.toLowerCase()) throw fail(4100, 'Unauthorized');
            // As MetaMask: 0x-hex is the message's bytes; any other string is signed as its UTF-8 text.
            const hex = /^0x[0-9a-f]*$/i.test(data)
              ? data
              : `0x${Array.from(new TextEncoder().encode(data), (b) => b.toString(16).padStart(2, '0')).join('')}`;
            const answer = await ask('sign', hex);
            if (!answer.ok) throw fail(answer.code ?? 4001, answer.message ?? 'rejected');
            return answer.value;
          }
          default:
            throw fail(4200, `Unsupported method ${method}`);
        }
      },
    };
    if (c.global) (window as unknown as { ethereum: unknown }).ethereum = provider;
    const { announce } = c;
    if (announce) {
      const detail = Object.freeze({ info: Object.freeze({ ...announce }), provider });
      const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      window.addEventListener('eip6963:requestProvider', send);
      send();
    }
  }, config);
  return { address: account.address, signed, ...controls };
}

/** Injects a Phantom-like Solana wallet (window.phantom.solana and window.solana; signMessage and request). */
export async function injectPhantomWallet(page: Page): Promise<TestWallet> {
  const keys = nacl.sign.keyPair();
  const address = bs58.encode(keys.publicKey);
  const signed: SignedMessage[] = [];
  const { binding, expose, controls } = control(page, async (base64) => {
    const message = Buffer.from(base64, 'base64');
    const signature = Buffer.from(nacl.sign.detached(message, keys.secretKey)).toString('base64');
    signed.push({ message: message.toString('utf8'), signature });
    return signature;
  });
  await expose();
  await page.addInitScript(
    (c) => {
      type Bound = (
        step: string,
        payload: string,
      ) => Promise<{ ok: boolean; value?: string; code?: number; message?: string }>;
      const ask = (window as unknown as Record<string, Bound>)[c.binding] as Bound;
      const fail = (code: number, message: string) => Object.assign(new Error(message), { code });
      const publicKey = { toBase58: () => c.address, toString: () => c.address };
      const provider = {
        isPhantom: true,
        isConnected: false,
        publicKey: null as typeof publicKey | null,
        async connect() {
          const answer = await ask('connect', '');
          if (!answer.ok) throw fail(answer.code ?? 4001, answer.message ?? 'rejected');
          provider.isConnected = true;
          provider.publicKey = publicKey;
          return { publicKey };
        },
        async signMessage(message: Uint8Array) {
          if (!provider.isConnected) throw fail(4100, 'Unauthorized');
          const answer = await ask('sign', btoa(String.fromCharCode(...message)));
          if (!answer.ok) throw fail(answer.code ?? 4001, answer.message ?? 'rejected');
          const signature = Uint8Array.from(atob(answer.value ?? ''), (char) => char.charCodeAt(0));
          return { signature, publicKey };
        },
        // Phantom's request API, which Stytch's prebuilt UI signs with: the same prompt, the same answer.
        async request({ method, params }: { method: string; params?: { message?: Uint8Array } }) {
          if (method === 'connect') return provider.connect();
          if (method === 'signMessage') return provider.signMessage(params?.message ?? new Uint8Array());
          throw fail(4200, `Unsupported method ${method}`);
        },
      };
      Object.assign(window, { phantom: { solana: provider }, solana: provider });
    },
    { binding, address },
  );
  return { address, signed, ...controls };
}

/** The demo's login page with wallet sign-in above email login links. */
export const CRYPTO_PAGE = '/?products=crypto,emailMagicLinks';

/** The user as the host backend sees it (`GET /v1/users/{id}` with the dev project's secret). */
export async function backendUser(page: Page, userId: string) {
  const response = await page.request.get(`/v1/users/${userId}`, {
    headers: { authorization: backendAuthorization(await devProject(page.request)) },
  });
  const body = (await response.json()) as {
    user: { crypto_wallets: Array<{ crypto_wallet_address: string; crypto_wallet_type: string; verified: boolean }> };
  };
  return body.user;
}
