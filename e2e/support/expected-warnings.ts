/**
 * Keeps the e2e log readable: oidc-provider announces, on every start and first use, things that
 * are true of a test run by design. Loaded first in the e2e identity provider and (by `--import`,
 * see playwright.config.ts) in the Foyer servers under test, it drops exactly those lines; every
 * other warning and every error still prints.
 */
import { stripVTControlCharacters } from 'node:util';

/** Exact oidc-provider lines that say nothing new in a test run. */
export const EXPECTED_WARNINGS: readonly RegExp[] = [
  // These machines run Node 20; oidc-provider works on it (docs/testing.md).
  /^oidc-provider WARNING: Unsupported runtime\. Use Node\.js v22\.x LTS, or a later LTS release\.$/,
  // The e2e provider and the server's development identity provider keep their state in memory and
  // make their own signing keys on purpose: each lives for one run.
  /^oidc-provider WARNING: a quick start development-only in-memory adapter is used, you MUST change it/,
  /^oidc-provider WARNING: quick start development-only signing keys are used, you are expected to provide your own/,
  // The e2e provider signs test users in through oidc-provider's own development pages.
  /^oidc-provider WARNING: a quick start development-only feature devInteractions is enabled, you are expected/,
  // Default token and session lifetimes suit a test run.
  /^oidc-provider NOTICE: default ttl\.\w+ function called, you SHOULD change it/,
];

/** Whether a console call's arguments are one of the expected lines and nothing else. */
export function isExpectedWarning(args: unknown[]): boolean {
  if (args.length !== 1 || typeof args[0] !== 'string') return false;
  // oidc-provider colours its lines when the stream is a terminal.
  const line = stripVTControlCharacters(args[0]);
  return EXPECTED_WARNINGS.some((pattern) => pattern.test(line));
}

// oidc-provider writes its warnings with console.warn and its notices with console.info.
for (const method of ['warn', 'info'] as const) {
  const original = console[method].bind(console);
  console[method] = (...args: unknown[]) => {
    if (!isExpectedWarning(args)) original(...args);
  };
}
