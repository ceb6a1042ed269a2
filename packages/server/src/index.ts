/** @foyer/server: the Foyer auth server, as a library (the CLI is cli.ts). */
export { createApp, type FoyerApp } from './app.ts';
export { AdjustableClock, type Clock, systemClock } from './clock.ts';
export { loadConfig, type ServerConfig } from './config/env.ts';
export { ConfigFile, ProjectConfig, ProjectSettings } from './config/project-settings.ts';
export type { AppDeps } from './deps.ts';
export { type RunningServer, startServer } from './server.ts';
