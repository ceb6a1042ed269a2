#!/usr/bin/env -S node --import tsx
import { loadConfig } from './config/env.ts';
import { startServer } from './server.ts';

const USAGE = `Usage: foyer start

Starts the Foyer auth server. Configuration comes from the environment:
  PORT, HOST, FOYER_ENV, FOYER_DATA_DIR, DATABASE_URL, SMTP_URL, FOYER_CONFIG, FOYER_PUBLIC_URL
See the README's configuration reference.`;

async function main(argv: string[]): Promise<void> {
  const command = argv[0];
  if (command !== 'start') {
    console.log(USAGE);
    process.exitCode = command === undefined || command === '--help' ? 0 : 2;
    return;
  }
  const config = loadConfig();
  const server = await startServer(config);
  const base = config.publicUrl;
  const storage = config.databaseUrl ? 'PostgreSQL' : `SQLite at ${config.dataDir}/foyer.db`;
  console.log(`Foyer is running in ${config.mode} mode on ${server.url} (storage: ${storage})`);
  console.log(`  Email:       ${server.deps.mailer.description}`);
  if (server.devCredentials) {
    console.log(`  Demo:        ${base}/`);
    console.log(`  Dev outbox:  ${base}/dev/outbox`);
    console.log(`  API docs:    ${base}/docs`);
    console.log(
      `  Dev project: ${server.devCredentials.project_id} (credentials in ${config.dataDir}/dev-project.json)`,
    );
  }
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(`foyer: ${error.message}`);
  process.exit(1);
});
