/**
 * The product's English messages (messages/crypto/en.json, compiled at build time), added to the page's
 * as its chunk loads (`flow/registry.ts`); a host's override of any key wins, even before then.
 */
export { default as cryptoStrings } from './messages/crypto/en.json?compiled';
