// Installs Debian packages when the machine allows it (root on Debian), or explains what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether this process may install distribution packages itself. */
export function canInstallDebianPackages() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/etc/debian_version');
}

/**
 * Runs `apt-get update` then `apt-get install -y <packages>`, waiting for another apt run's lock
 * rather than failing on it. Throws when apt-get fails.
 * @param {string[]} packages
 */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const lock = ['-o', 'DPkg::Lock::Timeout=600'];
  for (const args of [
    [...lock, 'update'],
    [...lock, 'install', '-y', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.slice(2).join(' ')} failed (exit ${result.status})`);
  }
}
