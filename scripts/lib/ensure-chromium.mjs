// Finds the Chromium that Playwright drives (Debian's; `npx playwright install` cannot download here).
import { existsSync } from 'node:fs';
import { aptInstall, canInstallDebianPackages } from './debian-packages.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The Chromium executable: $CHROMIUM_PATH when set, else Debian's, else null. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/**
 * Returns the Chromium executable, installing Debian's `chromium` package first when it is missing
 * and this process is root on Debian. Otherwise throws an error saying what to install.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`);
  }
  if (!canInstallDebianPackages()) {
    throw new Error(
      'Chromium is missing. Install it with `sudo apt-get install -y chromium` (Debian) or set CHROMIUM_PATH to a Chromium executable.',
    );
  }
  console.log('Chromium is missing: installing the Debian package `chromium`.');
  aptInstall(['chromium']);
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium but /usr/bin/chromium is still missing.');
  return installed;
}

/** Launch arguments that work for Debian's Chromium in containers and CI. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
