import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Clock, iso, systemClock } from '../clock.ts';
import { loadConfig } from '../config/env.ts';
import { RETIRED_KEY_PUBLISHED_MS, rotateSigningKeys, signingKeyStates } from '../features/sessions/key-rotation.ts';
import { KEY_RECHECK_MS } from '../features/sessions/signing-keys.ts';
import { openSecretBox } from '../security/secrets-key.ts';
import { openDatabase } from '../store/database.ts';

export const KEYS_USAGE = `Usage: foyer keys <list|rotate>

  list     the session JWT signing keys: which one signs, each one's age, and until when a
           retired key stays in the JWKS
  rotate   a new key signs from now on (every instance within ${KEY_RECHECK_MS / 1000} s); the old one stays
           in the JWKS for ${RETIRED_KEY_PUBLISHED_MS / 1000} s (until every JWT it signed has expired, plus
           clock skew), then leaves by itself. Sessions are untouched.

Reads the same environment as foyer start (FOYER_DATA_DIR or DATABASE_URL, FOYER_SECRETS_KEY).`;

/** `foyer keys list|rotate`: the lines to print and the exit code. */
export async function runKeys(
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  clock: Clock = systemClock,
): Promise<{ code: number; lines: string[] }> {
  const [action] = args;
  if (action !== 'list' && action !== 'rotate') return { code: action === '--help' ? 0 : 2, lines: [KEYS_USAGE] };
  const config = loadConfig(env, cwd);
  const sqlitePath = join(config.dataDir, 'foyer.db');
  // Opening a missing SQLite file would create an empty database, and a key no server uses.
  if (!config.databaseUrl && !existsSync(sqlitePath)) {
    return {
      code: 1,
      lines: [`No Foyer database at ${sqlitePath}: set FOYER_DATA_DIR (or DATABASE_URL) as for foyer start.`],
    };
  }
  const secrets = openSecretBox(config).box;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath, settings: config.database });
  try {
    const deps = { db: database.db, clock, secrets };
    if (action === 'rotate') {
      const rotation = await rotateSigningKeys(deps);
      return {
        code: 0,
        lines: [
          `Signing with ${rotation.kid} from now on (every instance within ${KEY_RECHECK_MS / 1000} s).`,
          ...rotation.retired.map(
            (kid) => `${kid} is retired: it stays in the JWKS until ${iso(rotation.publishedUntil)}, then leaves.`,
          ),
        ],
      };
    }
    const keys = await signingKeyStates(deps);
    if (keys.length === 0) return { code: 0, lines: ['No signing key yet: the server makes one at its first start.'] };
    const now = clock.now();
    return {
      code: 0,
      lines: keys.map((key) => {
        const age = `${key.kid}  ${key.alg}  age ${duration(now - key.createdAt)}`;
        if (key.state === 'signing') return `${age}  signing`;
        const until = iso(key.expiresAt ?? now);
        return key.state === 'published'
          ? `${age}  retired ${duration(now - (key.retiredAt ?? now))} ago, in the JWKS until ${until}`
          : `${age}  left the JWKS at ${until}, deleted at the janitor's next run`;
      }),
    };
  } finally {
    await database.close();
  }
}

/** "3d 4h", "12m 5s": the two largest units. */
function duration(ms: number): string {
  const units: [string, number][] = [
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1_000],
  ];
  const parts: string[] = [];
  let rest = Math.max(0, ms);
  for (const [name, size] of units) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 || parts.length > 0) parts.push(`${count}${name}`);
    if (parts.length === 2) break;
  }
  return parts.length > 0 ? parts.join(' ') : '0s';
}
