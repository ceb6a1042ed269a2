import type { AppDeps } from '../../deps.ts';
import { isOnBreachedList, loadBreachedList } from './breached-list.ts';
import { createPasswordHasher, type PasswordHasher } from './hashing.ts';
import { isBreachedByRange } from './pwned-range.ts';
import type { PasswordSettings } from './settings.ts';

/** What every password operation needs: the app's dependencies, the feature's settings, the hasher. */
export interface PasswordContext {
  deps: AppDeps;
  settings: PasswordSettings;
  hasher: PasswordHasher;
}

/** Builds the context once per app. */
export function createPasswordContext(deps: AppDeps, settings: PasswordSettings): PasswordContext {
  return { deps, settings, hasher: createPasswordHasher(settings.hashParams, deps.passwordPools.argon2) };
}

/**
 * Whether a password is known breached: the offline list first (O(1), no network), then the range
 * API when one is configured (fails open, see pwned-range.ts).
 */
export async function isBreachedPassword(context: PasswordContext, password: string): Promise<boolean> {
  const list = await loadBreachedList(context.settings.breachedListSize);
  if (isOnBreachedList(list, password)) return true;
  const range = context.settings.pwnedRange;
  return range ? isBreachedByRange(range, password, context.deps.log) : false;
}
