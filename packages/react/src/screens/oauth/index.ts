/** Social sign-in: loaded lazily, only when `oauth` is configured. */
export { OAuthSection } from './OAuthSection.tsx';
