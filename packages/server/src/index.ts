/**
 * @foyer/server: the Foyer auth server, as a library (the CLI is cli.ts): the app, the server, its
 * configuration, and the types of a ServerConfig's parts for hosts that build one in code.
 */
export { createApp, type FoyerApp } from './app.ts';
export { AdjustableClock, type Clock, systemClock } from './clock.ts';
export { loadConfig, type ServerConfig } from './config/env.ts';
export type { ClientLimits, RateWindow } from './config/limit-settings.ts';
export type { OtpFailureLimit } from './config/otp-settings.ts';
export { ConfigFile, ProjectConfig, ProjectSettings } from './config/project-settings.ts';
export type { SendLimits } from './config/send-limit-settings.ts';
export type { TwilioSettings } from './config/twilio-settings.ts';
export { workerEnv } from './config/workers-setting.ts';
export type { AppDeps } from './deps.ts';
export { type RunningServer, startServer } from './server.ts';
