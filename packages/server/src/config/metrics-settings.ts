/** The shortest FOYER_METRICS_TOKEN accepted: a guessable token would publish the server's figures. */
export const METRICS_TOKEN_MIN_LENGTH = 24;

/**
 * `FOYER_METRICS_TOKEN`: the Bearer token a Prometheus scraper sends to `GET /metrics`. Unset, the
 * route answers 404 as if it did not exist. Too short a token stops the start with a sentence.
 */
export function metricsTokenFromEnv(env: NodeJS.ProcessEnv): string | null {
  const token = env.FOYER_METRICS_TOKEN?.trim();
  if (!token) return null;
  if (token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new Error(
      `FOYER_METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters (openssl rand -hex 32 makes one)`,
    );
  }
  return token;
}
