#!/usr/bin/env node
import { loadConfig } from './config/env.ts';
import { startServer } from './server.ts';
import { startBanner } from './start-banner.ts';

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
  const banner = startBanner({
    config,
    url: server.url,
    email: server.deps.mailer.description,
    devCredentials: server.devCredentials,
    configFile: process.env.FOYER_CONFIG,
  });
  console.log(banner.join('\n'));
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
