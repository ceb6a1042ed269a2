/**
 * A whole-number setting from the environment: `fallback` when unset or blank, otherwise the value,
 * which must lie in `[min, max]` (default 1 to 1,000,000). A bad value stops the server at start
 * with a sentence naming the variable, rather than being clamped or ignored.
 */
export function intSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  { min = 1, max = 1_000_000 }: { min?: number; max?: number } = {},
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${raw}`);
  }
  return value;
}
