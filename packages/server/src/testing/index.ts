/**
 * `@foyer/server/testing`: what tests and benches outside this package use to build a server and
 * its state (source only, never published: the `foyer-source` condition resolves it).
 */
export { loadBreachedList } from '../features/passwords/breached-list.ts';
export { storedHashOf } from '../features/passwords/migrate/request-hash.ts';
export { encodeStoredHash, type ImportedHash } from '../features/passwords/migrate/stored-hash.ts';
export { verifyImportedHash } from '../features/passwords/migrate/verify-imported.ts';
export { syncConfigWebhooks } from '../features/webhooks/config-webhooks.ts';
export { webhookDeliveryJob } from '../features/webhooks/delivery-job.ts';
export { generateWebhookSecret } from '../features/webhooks/secrets.ts';
export { startQueueWorker } from '../queue/worker.ts';
export { openDatabase } from '../store/database.ts';
export { upsertProject } from '../store/projects.ts';
export { sessionWithUserById, sessionWithUserByTokenHash } from '../store/sessions.ts';
export { userFromColumns } from '../store/user-records.ts';
export { FOYER_FROM_SOURCE, runCommand } from './foyer-cli.ts';
export { type SeededData, seedLoad } from './load-seed.ts';
export { signInNewUser } from './sign-in.ts';
export { createTestContext, type TestContext, testProjectConfig } from './test-context.ts';
export { throwawayDatabase } from './throwaway-database.ts';
export { startWebhookReceiver } from './webhook-receiver.ts';
