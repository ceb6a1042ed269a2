/**
 * The product's English messages (messages/passwords/en.json, compiled at build time), added to the page's
 * as its chunk loads (`flow/registry.ts`); a host's override of any key wins, even before then.
 */
export { default as passwordStrings } from './messages/passwords/en.json?compiled';
