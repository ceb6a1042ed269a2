/**
 * Whether an error means the disk under the database is full: SQLite's SQLITE_FULL (and the
 * write errors a full disk gives a WAL file), PostgreSQL's SQLSTATE 53100 disk_full. Nothing is
 * lost or corrupted (the write's transaction rolled back), reads still answer, and writes work
 * again once space is freed, so the request is answered 503 `server_not_ready` rather than a 500.
 */
export function isStorageFull(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const { code } = e as Error & { code?: unknown };
    if (typeof code === 'string' && FULL_CODES.has(code)) return true;
  }
  return false;
}

/** How long a client is told to wait: freeing disk space is an operator's job, not a blip. */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 30;

const FULL_CODES = new Set(['SQLITE_FULL', 'SQLITE_IOERR_WRITE', 'SQLITE_IOERR_SHMSIZE', '53100']);
