/**
 * The product's English messages (messages/oauth/en.json, compiled at build time), added to the page's
 * as its chunk loads (`flow/registry.ts`); a host's override of any key wins, even before then.
 */
export { default as oauthStrings } from './messages/oauth/en.json?compiled';
