import type { CookieJar } from '../src/state/cookies.ts';

/** A cookie jar in memory that remembers each cookie's expiry, as a browser would. */
export class MemoryCookies implements CookieJar {
  readonly jar = new Map<string, { value: string; expires: Date }>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  get(name: string): string | null {
    const entry = this.jar.get(name);
    return entry && entry.expires.getTime() > this.now() ? entry.value : null;
  }

  set(name: string, value: string, expires: Date): void {
    this.jar.set(name, { value, expires });
  }

  remove(name: string): void {
    this.jar.delete(name);
  }

  expiry(name: string): Date | undefined {
    return this.jar.get(name)?.expires;
  }
}
