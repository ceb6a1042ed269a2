import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { docSnippet } from '../../../../../scripts/lib/readme-snippets.mjs';
import { loadConfig } from '../../config/env.ts';
import { listWebhookEndpoints, liveWebhookSecrets } from '../../store/webhooks.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { syncConfigWebhooks } from './config-webhooks.ts';
import { generateWebhookSecret, openWebhookSecret } from './secrets.ts';

describe('webhooks in the config file', () => {
  let dir: string | undefined;
  let t: TestContext | undefined;
  afterEach(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  function load(config: unknown) {
    dir ??= mkdtempSync(join(tmpdir(), 'foyer-webhooks-config-'));
    writeFileSync(join(dir, 'foyer.config.json'), JSON.stringify(config));
    return loadConfig({ FOYER_CONFIG: 'foyer.config.json' }, dir).projects;
  }

  it("loads docs/operations.md's example, keeps an endpoint's id while its URL stays, and names the field of a mistake", async () => {
    const example = JSON.parse(docSnippet('docs/operations.md', 'Webhooks', 'json'));
    const [project] = load(example);
    if (!project) throw new Error('no project');
    expect(project.webhooks).toEqual(example.projects[0].webhooks);

    t = await createTestContext();
    const projectId = t.project.projectId;
    const config = { project_id: projectId, webhooks: project.webhooks };
    await syncConfigWebhooks(t.deps, config);
    const [first] = await listWebhookEndpoints(t.deps.db, projectId);
    expect(first).toMatchObject({ url: 'https://api.example.com/webhooks/foyer', source: 'config' });
    expect(first?.events).toEqual(['user.created', 'user.deleted', 'session.revoked']);

    // A restart with a rotation in the file: the same endpoint, both secrets live, sealed at rest.
    const newer = generateWebhookSecret();
    const older = project.webhooks?.[0]?.secret as string;
    await syncConfigWebhooks(t.deps, {
      project_id: projectId,
      webhooks: [{ url: 'https://api.example.com/webhooks/foyer', secret: [newer, older] }],
    });
    const [again] = await listWebhookEndpoints(t.deps.db, projectId);
    expect(again).toMatchObject({ endpointId: first?.endpointId, events: null });
    const stored = await liveWebhookSecrets(t.deps.db, again?.endpointId ?? '', t.clock.now());
    expect(stored.every((s) => s.sealed.startsWith('foyer-sealed:v1:') && !s.sealed.includes(newer.slice(6)))).toBe(
      true,
    );
    const box = t.deps.secrets;
    expect(stored.map((s) => openWebhookSecret(box, s)).sort()).toEqual([newer, older].sort());
    // Dropped from the file: gone.
    await syncConfigWebhooks(t.deps, { project_id: projectId, webhooks: [] });
    expect(await listWebhookEndpoints(t.deps.db, projectId)).toEqual([]);

    const broken = structuredClone(example);
    broken.projects[0].webhooks = [
      { url: 'ftp://files.example.com/hooks', secret: 'whsec_dG9vLXNob3J0', events: ['user.exploded'] },
    ];
    expect(() => load(broken)).toThrow(
      /projects\.0\.webhooks\.0\.url: Expected an https:\/\/ URL[\s\S]*projects\.0\.webhooks\.0\.secret: Expected a Standard Webhooks secret[\s\S]*projects\.0\.webhooks\.0\.events\.0: Expected one of user\.created/,
    );
  });
});
