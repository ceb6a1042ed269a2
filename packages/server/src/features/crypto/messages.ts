import { createSiweMessage } from 'viem/siwe';
import { iso } from '../../clock.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { CryptoWalletType } from '../../store/crypto.ts';
import { ETHEREUM_CHAIN_ID, SIGN_IN_MESSAGE_VERSION, SOLANA_CHAIN_ID } from './constants.ts';

/** The fields both message forms carry. */
export interface SignInMessageFields {
  type: CryptoWalletType;
  /** Normalized (see addresses.ts). */
  address: string;
  /** The page's origin, e.g. `https://host.example`: its host is the message's domain, itself the URI. */
  origin: string;
  statement: string;
  nonce: string;
  issuedAt: number;
  expiresAt: number;
}

/**
 * The text a wallet is asked to sign: a Sign-In with Ethereum (EIP-4361) message for ethereum, the
 * Sign-In With Solana form of the same fields for solana. Wallets recognise both forms and show the
 * domain, so a phishing page on another host cannot pass off a challenge made for this one.
 */
export function buildSignInMessage(fields: SignInMessageFields): string {
  return fields.type === 'ethereum' ? buildSiweMessage(fields) : buildSiwsMessage(fields);
}

function buildSiweMessage(fields: SignInMessageFields): string {
  const origin = new URL(fields.origin);
  try {
    return createSiweMessage({
      // EIP-4361 assumes https when no scheme is written; name any other (http on localhost in development).
      ...(origin.protocol === 'https:' ? {} : { scheme: origin.protocol.slice(0, -1) }),
      domain: origin.host,
      uri: origin.origin,
      address: fields.address as `0x${string}`,
      statement: fields.statement,
      chainId: ETHEREUM_CHAIN_ID,
      version: SIGN_IN_MESSAGE_VERSION,
      nonce: fields.nonce,
      issuedAt: new Date(fields.issuedAt),
      expirationTime: new Date(fields.expiresAt),
    });
  } catch (error) {
    // viem refuses hosts that are not a dotted domain, an IPv4 address or localhost (e.g. `intranet:8080`).
    throw new ApiError(
      'bad_request',
      `The origin ${origin.origin} cannot be the domain of a Sign-In with Ethereum message. Serve the page from a domain name, an IP address or localhost.`,
      { cause: error },
    );
  }
}

/**
 * The Sign-In With Solana text (Phantom's SIWS, the format of `createSignInMessageText` in
 * @solana/wallet-standard-util): EIP-4361's layout, with the Solana header and no scheme prefix.
 * Templating text is all this is; the cryptography is ed25519 in signatures.ts.
 */
function buildSiwsMessage(fields: SignInMessageFields): string {
  const origin = new URL(fields.origin);
  const header = `${origin.host} wants you to sign in with your Solana account:\n${fields.address}`;
  const lines = [
    `URI: ${origin.origin}`,
    `Version: ${SIGN_IN_MESSAGE_VERSION}`,
    `Chain ID: ${SOLANA_CHAIN_ID}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${iso(fields.issuedAt)}`,
    `Expiration Time: ${iso(fields.expiresAt)}`,
  ];
  return `${header}\n\n${fields.statement}\n\n${lines.join('\n')}`;
}
