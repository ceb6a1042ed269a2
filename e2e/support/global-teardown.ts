import { rmSync } from 'node:fs';

/** Deletes the server's data folder made for this run (see playwright.config.ts). */
export default function globalTeardown() {
  const dir = process.env.FOYER_E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
