// proxy.ts (middleware.ts before Next.js 16): signed-out visitors of /account go to /login.
import type { Foyer } from '@foyer/node';
import { foyerProxy } from '@foyer/node/next';

export function nextProxy(foyer: Foyer) {
  return foyerProxy(foyer, { signInPath: '/login' });
}
export const config = { matcher: ['/account/:path*'] };
