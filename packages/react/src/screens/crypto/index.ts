/**
 * The crypto wallet product: loaded lazily, only when `crypto` is configured. It brings the wallet
 * helpers (`@foyer/sdk/wallets`) with it, so other pages never download them.
 */

// The product's English strings, added to the page's as this chunk loads (flow/registry.ts).
export { cryptoStrings as strings } from '../../strings/crypto.ts';
export { CryptoConfirmationScreen } from './CryptoConfirmationScreen.tsx';
export { CryptoConnectScreen } from './CryptoConnectScreen.tsx';
export { CryptoErrorScreen } from './CryptoErrorScreen.tsx';
export { CryptoOtherWalletScreen } from './CryptoOtherWalletScreen.tsx';
export { CryptoSection } from './CryptoSection.tsx';
export { CryptoSetupWalletScreen } from './CryptoSetupWalletScreen.tsx';
export { CryptoSignMessageScreen } from './CryptoSignMessageScreen.tsx';
