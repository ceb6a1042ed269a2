import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The data folder's mode: only the server's own user may list or enter it. */
export const DATA_FOLDER_MODE = 0o700;
/** Every file in it (the database and its journal, keys, credentials): only the owner reads or writes. */
export const DATA_FILE_MODE = 0o600;

/**
 * The files Foyer keeps in the data folder. SQLite makes `-wal` and `-shm` with the database file's
 * mode, so creating `foyer.db` at 0600 before SQLite opens it keeps all three private.
 */
export const DATA_FILES = ['foyer.db', 'foyer.db-wal', 'foyer.db-shm', 'dev-project.json', 'secrets.key'] as const;

/**
 * Creates the data folder at 0700 (and an empty `foyer.db` at 0600 when `sqlite`), and narrows the
 * modes of a folder and files made by an older version (0755 and 0644 let every local user read the
 * signing keys). Returns a sentence per mode it could not fix (a folder owned by another user), for
 * the start log; `foyer check` refuses the same modes.
 */
export function prepareDataFolder(dataDir: string, options: { sqlite: boolean }): string[] {
  mkdirSync(dataDir, { recursive: true, mode: DATA_FOLDER_MODE });
  const problems: string[] = [];
  const narrow = (path: string, mode: number) => {
    try {
      if ((statSync(path).mode & 0o777) !== mode) chmodSync(path, mode);
    } catch (error) {
      problems.push(`could not chmod ${mode.toString(8)} ${path}: ${(error as Error).message}`);
    }
  };
  narrow(dataDir, DATA_FOLDER_MODE);
  const database = join(dataDir, 'foyer.db');
  if (options.sqlite && !existsSync(database)) closeSync(openSync(database, 'a', DATA_FILE_MODE));
  for (const name of DATA_FILES) {
    const path = join(dataDir, name);
    if (existsSync(path)) narrow(path, DATA_FILE_MODE);
  }
  return problems;
}

/**
 * What in the data folder other local users could read or write, each with the chmod that fixes
 * it; empty when the folder does not exist yet (`foyer start` creates it private).
 */
export function looseDataModes(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  const problems: string[] = [];
  const folderMode = statSync(dataDir).mode & 0o777;
  if (folderMode & 0o077)
    problems.push(
      `FOYER_DATA_DIR ${dataDir} has mode ${octal(folderMode)}: other local users can reach the database and keys; run chmod 700 ${dataDir}`,
    );
  for (const name of DATA_FILES) {
    const path = join(dataDir, name);
    if (!existsSync(path)) continue;
    const mode = statSync(path).mode & 0o777;
    if (mode & 0o077)
      problems.push(`${path} has mode ${octal(mode)}: other local users can read it; run chmod 600 ${path}`);
  }
  return problems;
}

const octal = (mode: number) => `0${mode.toString(8)}`;
