import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { docSnippet } from '../../../../scripts/lib/readme-snippets.mjs';
import { openDatabase } from '../store/database.ts';
import { callAdmin } from '../testing/admin.ts';
import { CLI_TIMEOUT_MS, runFoyer } from '../testing/foyer-cli.ts';
import { createTestContext } from '../testing/test-context.ts';
import { hashSecret } from '../tokens.ts';
import { runOperators } from './operators.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('foyer operators', () => {
  it(
    'invites an operator with a one-time console link, prints an admin token on its last line (kept hashed), lists them, and refuses bad input in words',
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'foyer-operators-'));
      cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
      const env = { FOYER_DATA_DIR: folder, FOYER_PUBLIC_URL: 'https://auth.acme.example' };

      // docs/console.md's two commands, as an operator types them: the token one through the shipped bin.
      const commands = docSnippet('docs/console.md', 'The first time', 'sh').trim().split('\n');
      expect(commands).toEqual([
        'foyer operators invite --email you@example.com --role admin',
        'foyer operators token --email you@example.com --role admin --name deploy-script',
      ]);
      const argsOf = (command: string) => command.split(' ').slice(1);
      const printed = await runFoyer(argsOf(commands[1] as string), folder, env);
      expect(printed.stderr).toBe('');
      expect(printed.code).toBe(0);
      const lines = printed.stdout.trim().split('\n');
      expect(lines[0]).toContain('Admin token "deploy-script" for you@example.com (admin)');
      const adminToken = lines.at(-1) as string;
      expect(adminToken).toMatch(/^foyer_admin_[\w-]{43}$/);
      const invitedYou = await runOperators(argsOf(commands[0] as string).slice(1), env, folder);
      expect(invitedYou.lines.at(-1)).toMatch(/^https:\/\/auth\.acme\.example\/console\/invite#token=[\w-]{43}$/);

      const viewer = await runOperators(
        ['token', '--email', 'CI@acme.example', '--role', 'viewer', '--name', 'CI'],
        env,
        folder,
      );
      expect(viewer.lines[0]).toContain('Admin token "CI" for ci@acme.example (viewer)');
      const token = viewer.lines.at(-1) as string;

      const invited = await runOperators(['invite', '--email', 'ops@acme.example', '--role', 'admin'], env, folder);
      expect(invited.code).toBe(0);
      const link = new URL(invited.lines.at(-1) as string);
      expect(`${link.origin}${link.pathname}`).toBe('https://auth.acme.example/console/invite');
      const inviteToken = link.hash.replace('#token=', '');
      expect(inviteToken).toMatch(/^[\w-]{43}$/);

      const listed = await runOperators(['list'], env, folder);
      expect(listed.lines.join('\n')).toMatch(
        /ci@acme\.example {2}viewer[\s\S]*token "CI" …[\w-]{4}[\s\S]*ops@acme\.example {2}admin[\s\S]*you@example\.com {2}admin\s[\s\S]*token "deploy-script"/,
      );
      expect(listed.lines.join('\n')).not.toContain(token);
      expect(listed.lines.join('\n')).not.toContain(adminToken);

      for (const [args, problem] of [
        [
          ['token', '--email', 'ci@acme.example', '--role', 'owner', '--name', 'CI'],
          '--role must be one of admin, developer, support, viewer',
        ],
        [['token', '--email', 'ci@acme.example', '--role', 'admin'], '--name needs a name'],
        [['invite', '--email', 'nobody', '--role', 'admin'], '--email needs an email address'],
        [['invite', '--mail', 'ops@acme.example'], "Unknown option '--mail'"],
        [['promote'], 'Unknown command: foyer operators promote'],
      ] as const) {
        const refused = await runOperators([...args], env, folder);
        expect(refused.code).toBe(2);
        expect(refused.lines[0]).toContain(problem);
      }

      // What the server then sees, on that database: the secrets only as hashes; the token and the link work.
      const database = await openDatabase({ databaseUrl: null, sqlitePath: join(folder, 'foyer.db') });
      cleanups.push(() => database.close());
      const stored = await database.db.selectFrom('operator_tokens').select('token_hash').orderBy('name').execute();
      expect(stored).toEqual([{ token_hash: hashSecret(token) }, { token_hash: hashSecret(adminToken) }]);
      const invites = await database.db.selectFrom('operator_invites').select('token_hash').execute();
      expect(invites).toHaveLength(2);
      expect(invites.map((row) => row.token_hash)).toContain(hashSecret(inviteToken));
      const t = await createTestContext({ deps: { db: database.db, engine: database.engine } });
      cleanups.push(() => t.close());
      expect((await callAdmin(t.app, '/projects', { token })).status).toBe(200);
      expect((await callAdmin(t.app, '/operators', { token: adminToken })).body.operators).toHaveLength(3);
      expect(
        (await callAdmin(t.app, '/operators', { token, body: { email: 'x@acme.example', role: 'admin' } })).status,
      ).toBe(403);
      // The link opens the console's page (built or not); the token stays in the fragment, never sent.
      const landing = await t.app.request(link.pathname);
      expect(landing.status).toBe(200);
      expect(await landing.text()).toContain('<title>Foyer console</title>');
      expect(landing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const session = await callAdmin(t.app, '/operator_sessions', { body: { invite_token: inviteToken } });
      expect(session.status).toBe(200);
      expect(session.body.operator).toMatchObject({ email: 'ops@acme.example', role: 'admin' });
      expect((await callAdmin(t.app, '/operator_sessions', { body: { invite_token: inviteToken } })).status).toBe(401);
    },
    CLI_TIMEOUT_MS,
  );
});
