/** Development (the default of `npm start`) or production (`config/env.ts` ServerConfig.mode). */
export type ServerMode = 'development' | 'production';

/**
 * One rule for the mode: anything that says production means production. `FOYER_ENV=production`
 * or `NODE_ENV=production` (what most hosts and Dockerfiles set) turns off the dev outbox, the dev
 * project and `/dev/*`; otherwise the server runs in development mode. A FOYER_ENV that is neither
 * word (a typo such as `prod`), or `FOYER_ENV=development` beside `NODE_ENV=production`, is refused:
 * guessing either way could publish every login link at /dev/outbox.
 */
export function modeFromEnv(env: NodeJS.ProcessEnv): ServerMode {
  const foyerEnv = env.FOYER_ENV?.trim() || undefined;
  const nodeSaysProduction = env.NODE_ENV?.trim() === 'production';
  if (foyerEnv !== undefined && foyerEnv !== 'development' && foyerEnv !== 'production')
    throw new Error(`FOYER_ENV must be production or development, got ${foyerEnv}`);
  if (foyerEnv === 'development' && nodeSaysProduction)
    throw new Error(
      'FOYER_ENV=development contradicts NODE_ENV=production: unset one of them (production mode is the safe reading, so Foyer will not guess development)',
    );
  return foyerEnv === 'production' || nodeSaysProduction ? 'production' : 'development';
}
