/**
 * The crypto wallet product: loaded lazily, only when `crypto` is configured. It brings the wallet
 * helpers (`@foyer/sdk/wallets`) with it, so other pages never download them.
 */
export { CryptoConfirmationScreen } from './CryptoConfirmationScreen.tsx';
export { CryptoConnectScreen } from './CryptoConnectScreen.tsx';
export { CryptoErrorScreen } from './CryptoErrorScreen.tsx';
export { CryptoOtherWalletScreen } from './CryptoOtherWalletScreen.tsx';
export { CryptoSection } from './CryptoSection.tsx';
export { CryptoSetupWalletScreen } from './CryptoSetupWalletScreen.tsx';
export { CryptoSignMessageScreen } from './CryptoSignMessageScreen.tsx';
