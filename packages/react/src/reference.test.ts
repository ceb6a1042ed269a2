// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../scripts/reference.mjs', import.meta.url));

// Regression: options were documented by hand (oauthOptions nowhere, the passkey widget's props as
// '…'); the reference is now generated from the types, and this fails when it drifts from them.
describe('the option and prop reference (docs/reference)', () => {
  it('is what typedoc generates from the types today', { timeout: 180_000 }, () => {
    const run = () => execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8', stdio: 'pipe' });
    expect(run).not.toThrow();
  });
});
