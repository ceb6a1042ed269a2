/** Social sign-in: loaded lazily, only when `oauth` is configured. */

// The product's English strings, added to the page's as this chunk loads (flow/registry.ts).
export { oauthStrings as strings } from '../../strings/oauth.ts';
export { OAuthSection } from './OAuthSection.tsx';
