import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { docSnippet } from '../../../../scripts/lib/readme-snippets.mjs';
import { loadConfig } from './env.ts';
import { ProjectConfig } from './project-settings.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** docs/configuration.md's config file example ('Every field:'), its comments removed as a reader would. */
function readmeConfig(): { projects: Record<string, unknown>[] } {
  const { config, error } = ts.parseConfigFileTextToJson(
    'foyer.config.json',
    docSnippet('docs/configuration.md', 'Configuration', 'jsonc'),
  );
  if (error) throw new Error(`docs/configuration.md's config example is not JSON with comments: ${error.messageText}`);
  return config;
}

describe("docs/configuration.md's config file example", () => {
  it('loads as written, every project field with it', () => {
    const example = readmeConfig();
    dir = mkdtempSync(join(tmpdir(), 'foyer-readme-config-'));
    writeFileSync(join(dir, 'foyer.config.json'), JSON.stringify(example));

    const [project] = loadConfig({ FOYER_CONFIG: 'foyer.config.json' }, dir).projects;
    expect(project?.project_id).toBe('project-live-acme');
    expect(project?.authorized_origins).toEqual(['https://www.acme.com']);
    expect(project?.oauth?.providers?.google?.client_id).toBe('….apps.googleusercontent.com');
    // "Every field": a field the schema gained and the page did not show fails here.
    expect(Object.keys(example.projects[0] ?? {}).sort()).toEqual(Object.keys(ProjectConfig.shape).sort());
  });
});
