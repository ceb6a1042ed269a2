import type { WalletKind } from '@foyer/sdk/wallets';

/**
 * A mark for each wallet kind, in a 24-unit box: simplified shapes in the wallets' brand colours,
 * recognisable rather than exact, for a wallet that announced no icon of its own (EIP-6963) and
 * for 'Set up a new crypto wallet'. The other-wallet kinds draw their chain's symbol in the text colour.
 */
export const WALLET_MARKS: Record<WalletKind, readonly [colour: string, path: string]> = {
  metamask: ['#f6851b', 'M2.5 2.5 10 8h4l7.5-5.5-2 8.5 1.5 4.5-4.5 6h-9L3 15.5 4.5 11Z'],
  phantom: [
    '#ab9ff2',
    'M4 12a8 8 0 0 1 16 0v7.2c0 .8-.9 1.2-1.5.7L16.8 18.4 15 20a1 1 0 0 1-1.4 0L12 18.5 10.4 20A1 1 0 0 1 9 20l-1.8-1.6-1.7 1.5c-.6.5-1.5.1-1.5-.7Z',
  ],
  coinbase: ['#0052ff', 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-3 7h6v6H9Z'],
  binance: ['#f3ba2f', 'M12 2l3 3-3 3-3-3Zm-7 7 3 3-3 3-3-3Zm14 0 3 3-3 3-3-3Zm-7 0 3 3-3 3-3-3Zm0 7 3 3-3 3-3-3Z'],
  vessel: ['#2f6bff', 'M3 5h4.2L12 15.2 16.8 5H21l-7.2 15h-3.6Z'],
  otherEthereum: ['currentColor', 'M12 2l6 10-6 3.5L6 12Zm0 15 6-3.5L12 22l-6-8.5Z'],
  otherSolana: ['currentColor', 'M7 5h14l-3 3H4Zm-3 5.5h14l3 3H7Zm3 5.5h14l-3 3H4Z'],
};
