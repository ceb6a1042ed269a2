import { startPostgresCluster } from '../../../../scripts/lib/postgres-cluster.mjs';
import { throwawayDatabase } from './throwaway-database.ts';

/**
 * A fresh database on a real PostgreSQL server, for tests about PostgreSQL itself (its faults,
 * its pool): on TEST_DATABASE_URL's server when set (`npm test`'s postgres step), otherwise on a
 * throwaway cluster started for the test file (~2 s). `close()` drops what was made.
 */
export async function realPostgresDatabase(): Promise<{ url: string; adminUrl: string; close(): Promise<void> }> {
  const cluster = process.env.TEST_DATABASE_URL ? null : await startPostgresCluster();
  const adminUrl = process.env.TEST_DATABASE_URL ?? (cluster as { url: string }).url;
  const database = await throwawayDatabase(adminUrl);
  return {
    url: database.url,
    adminUrl,
    close: async () => {
      await database.drop();
      cluster?.stop();
    },
  };
}
