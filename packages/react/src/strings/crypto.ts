/**
 * The crypto wallet strings (docs/behaviour.md#screens and docs/behaviour.md#errors), loaded with the
 * product's chunk (`flow/registry.ts`); a host's override of any key wins, even before the chunk loads.
 */
export const cryptoStrings = {
  // Main's wallet section
  'crypto.walletsRegion': 'Crypto wallets',
  'crypto.continueWith': 'Continue with {wallet}',
  'crypto.otherWallet': 'Continue with other wallet',
  'crypto.setupWallet': 'Set up a new crypto wallet',

  // Wallet kinds (docs/behaviour.md#screens); an "other" wallet that announced its own name shows that name instead
  'crypto.wallet.phantom': 'Phantom',
  'crypto.wallet.vessel': 'Vessel',
  'crypto.wallet.binance': 'Binance',
  'crypto.wallet.coinbase': 'Coinbase',
  'crypto.wallet.metamask': 'MetaMask',
  'crypto.wallet.otherEthereum': 'Other Ethereum wallet',
  'crypto.wallet.otherSolana': 'Other Solana wallet',

  // Crypto screens (docs/behaviour.md#screens)
  'crypto.connecting': 'Connecting to your wallet...',
  'crypto.signing': 'Completing signature request...',
  'crypto.approveInWallet': 'Approve the request in your wallet to continue.',
  'crypto.noOtherWallets': 'No other wallets were found in this browser.',
  'crypto.setupIntro': 'Install one of these wallets, then come back here to sign in with it.',
  'crypto.newTabHint': '(opens in a new tab)',
  'crypto.errorHeader': 'Looks like there was an error!',
  'crypto.tryAgain': 'Try again',
  'crypto.confirmation': 'Success! You have successfully connected your wallet.',

  // Errors (docs/behaviour.md#errors)
  'crypto.connectError': '[Error] Could not connect to wallet',
  'crypto.signError': '[Error] Could not sign message',

  // The five example wallets of the set-up screen (docs/behaviour.md#constants)
  'crypto.example.metamask': 'MetaMask',
  'crypto.example.phantom': 'Phantom',
  'crypto.example.coinbase': 'Coinbase Wallet',
  'crypto.example.binance': 'Binance Web3 Wallet',
  'crypto.example.vessel': 'Vessel',
} as const;
