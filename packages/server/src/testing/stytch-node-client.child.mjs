// Stytch's own `stytch` Node client (B2C), driven by a parent test over stdin/stdout, one JSON line
// each way: {"id", "call": "magicLinks.email.send", "args": [...]} → {"id", "result"} or {"id", "error"}.
// It runs in its own process because NODE_EXTRA_CA_CERTS (the throwaway CA) is read at start only.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { docSnippets } from '../../../../scripts/lib/readme-snippets.mjs';

/**
 * The client, made by docs/stytch.md's own line ("Coming from Stytch", the backend's snippet) with only
 * its example URL changed: a module written where `stytch` resolves from the repository's packages.
 */
async function clientFromReadme() {
  const [snippet = ''] = docSnippets('docs/stytch.md', 'Coming from Stytch', 'ts');
  const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
  const folder = join(root, 'node_modules/.cache/foyer-readme');
  const file = join(folder, `stytch-client-${process.pid}.mjs`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    file,
    [
      'const project_id = process.env.STYTCH_PROJECT_ID;',
      'const secret = process.env.STYTCH_SECRET;',
      snippet.replaceAll('https://auth.example.com', process.env.STYTCH_BASE_URL),
      'export { client };',
    ].join('\n'),
  );
  try {
    return (await import(pathToFileURL(file).href)).client;
  } finally {
    rmSync(file, { force: true });
  }
}

const client = await clientFromReadme();

/** `a.b.c` of the client, called with `this` bound to its owner (the client's methods need it). */
function method(path) {
  const names = path.split('.');
  const last = names.pop();
  const owner = names.reduce((object, name) => object[name], client);
  if (typeof owner?.[last] !== 'function') throw new Error(`the stytch client has no ${path}`);
  return owner[last].bind(owner);
}

const errorOf = (error) => ({
  name: error?.constructor?.name ?? 'Error',
  status_code: error?.status_code,
  error_type: error?.error_type,
  error_message: error?.error_message,
  code: error?.code,
  message: String(error?.message ?? error),
});

for await (const line of createInterface({ input: process.stdin })) {
  const { id, call, args = [] } = JSON.parse(line);
  let answer;
  try {
    answer = { id, result: await method(call)(...args) };
  } catch (error) {
    answer = { id, error: errorOf(error) };
  }
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
