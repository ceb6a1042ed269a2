/**
 * PKCE for links, resets and OAuth, as Stytch's SDK does it: a code_verifier per flow, kept in this
 * browser's localStorage for the project's public token. Sends carry its S256 code_challenge; the
 * matching authenticate call carries the verifier, so a link or sign-in finishes only in the
 * browser that asked for it (an attacker's own link handed to a victim is refused).
 */

/** The flows with their own verifier (Stytch's namespaces). One Tap shares OAuth's: both end in oauth.authenticate. */
export type PkceFlow = 'magic_links' | 'passwords' | 'oauth';

/** A verifier and its challenge, as stored. */
export interface PkcePair {
  code_verifier: string;
  code_challenge: string;
}

/** The localStorage key of a flow's pair for a project. */
export function pkceKey(publicToken: string, flow: PkceFlow): string {
  return `foyer_sdk_pkce:${publicToken}:${flow}`;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

function isPair(value: unknown): value is PkcePair {
  const pair = value as PkcePair | null;
  return typeof pair?.code_verifier === 'string' && typeof pair.code_challenge === 'string';
}

/** The PKCE pairs of one project in one browser. Storage failures (private mode) read as no pair. */
export interface PkceStore {
  /** The flow's challenge: the stored pair's (a resend keeps working), or a new pair's. */
  challenge(flow: PkceFlow): Promise<string>;
  /** The flow's stored verifier, if this browser started one. */
  verifier(flow: PkceFlow): string | undefined;
  /** Forgets the flow's pair once its authenticate succeeded. */
  clear(flow: PkceFlow): void;
}

export function createPkceStore(publicToken: string, storage: Storage | null): PkceStore {
  const read = (flow: PkceFlow): PkcePair | null => {
    try {
      const value: unknown = JSON.parse(storage?.getItem(pkceKey(publicToken, flow)) ?? 'null');
      return isPair(value) ? value : null;
    } catch {
      return null;
    }
  };
  return {
    async challenge(flow) {
      const stored = read(flow);
      if (stored) return stored.code_challenge;
      // 32 random bytes: a 43-character verifier, RFC 7636's minimum length at 256 bits.
      const code_verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
      const pair = { code_verifier, code_challenge: await pkceChallenge(code_verifier) };
      try {
        storage?.setItem(pkceKey(publicToken, flow), JSON.stringify(pair));
      } catch {
        // No storage: the challenge still goes out; this tab can finish only if it keeps the page.
      }
      return pair.code_challenge;
    },
    verifier: (flow) => read(flow)?.code_verifier,
    clear(flow) {
      try {
        storage?.removeItem(pkceKey(publicToken, flow));
      } catch {
        // Nothing to do.
      }
    },
  };
}
