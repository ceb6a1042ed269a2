import type { PasswordPoolSettings } from '../../../config/password-pool-settings.ts';
import type { PasswordPools } from '../../../deps.ts';
import { createCpuPool, workerUrl } from '../../../workers/cpu-pool.ts';

/** Starts both pools; `close()` ends their threads (the server does on close). */
export function createPasswordPools(settings: PasswordPoolSettings, log: (line: string) => void): PasswordPools {
  const { queueLimit, niceIncrement, lazy } = settings;
  const shared = { queueLimit, niceIncrement, lazy, log };
  const argon2 = createCpuPool({
    ...shared,
    name: 'argon2',
    module: workerUrl('argon2-worker', import.meta.url),
    threads: settings.hashThreads,
  });
  const strength = createCpuPool({
    ...shared,
    name: 'strength',
    module: workerUrl('strength-worker', import.meta.url),
    threads: settings.strengthThreads,
  });
  return {
    argon2,
    strength,
    close: async () => {
      await Promise.all([argon2.close(), strength.close()]);
    },
  };
}
