#!/usr/bin/env node

const USAGE = `Usage: foyer <command>

Commands:
  start    starts the server; configuration comes from the environment:
           PORT, HOST, FOYER_ENV, FOYER_DATA_DIR, DATABASE_URL, SMTP_URL, FOYER_CONFIG,
           FOYER_PUBLIC_URL, FOYER_SECRETS_KEY, FOYER_LOG_FORMAT (see the README's configuration
           reference); FOYER_ENV=production or NODE_ENV=production means production mode
  init     writes a production config file with a new project (foyer init --help)
  check    checks the configuration and the environment for production, in words
  operators  invites operators to the console and makes admin API tokens (foyer operators --help)
  keys     lists or rotates the session JWT signing keys (foyer keys --help)
  import   moves users in from Auth0, Clerk, Supabase, Firebase or a CSV, with their passwords
           (foyer import --help)

/healthz answers while the process is up, /readyz once the database is ready.
SIGTERM or SIGINT stops the server gracefully.`;

// Each command loads only its own modules: init and check answer without loading the whole server.
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const print = (lines: string[]) => console.log(lines.join('\n'));
  switch (command) {
    case 'start':
      return (await import('./cli/start.ts')).runStart(process.env);
    case 'init': {
      const { INIT_USAGE, runInit } = await import('./cli/init.ts');
      if (rest.includes('--help')) return print([INIT_USAGE]);
      const result = runInit(rest, process.cwd());
      (result.code === 0 ? print : (lines: string[]) => console.error(lines.join('\n')))(result.lines);
      process.exitCode = result.code;
      return;
    }
    case 'check': {
      const result = await (await import('./cli/check.ts')).runCheck(process.env, process.cwd());
      print(result.lines);
      process.exitCode = result.code;
      return;
    }
    case 'keys': {
      const result = await (await import('./cli/keys.ts')).runKeys(rest, process.env, process.cwd());
      (result.code === 0 ? print : (lines: string[]) => console.error(lines.join('\n')))(result.lines);
      process.exitCode = result.code;
      return;
    }
    case 'operators': {
      const { OPERATORS_USAGE, runOperators } = await import('./cli/operators.ts');
      if (rest.length === 0 || rest.includes('--help')) return print([OPERATORS_USAGE]);
      const result = await runOperators(rest, process.env, process.cwd());
      (result.code === 0 ? print : (lines: string[]) => console.error(lines.join('\n')))(result.lines);
      process.exitCode = result.code;
      return;
    }
    case 'import': {
      const { IMPORT_USAGE, runImport } = await import('./cli/import.ts');
      if (rest.length === 0 || rest.includes('--help')) return print([IMPORT_USAGE]);
      const result = await runImport(rest, process.env, process.cwd());
      (result.code === 2 ? (lines: string[]) => console.error(lines.join('\n')) : print)(result.lines);
      process.exitCode = result.code;
      return;
    }
    default:
      print([USAGE]);
      process.exitCode = command === undefined || command === '--help' ? 0 : 2;
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(`foyer: ${error.message}`);
  process.exit(1);
});
