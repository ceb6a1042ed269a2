/** The project's bootstrap settings: fetched once per client, mapped to camelCase. */
import type { BootstrapResponseBody } from '@foyer/protocol';
import { fillPath, SDK_PATHS } from '@foyer/protocol/paths';
import type { HttpClient } from './http.ts';
import type { BootstrapData } from './types.ts';

/** Wire (snake_case) to `BootstrapData` (camelCase). */
export function toBootstrapData(body: BootstrapResponseBody): BootstrapData {
  return {
    projectId: body.project_id,
    displayWatermark: body.display_watermark,
    emailDomain: body.email_domain,
    passwordConfig: body.password_config
      ? {
          ludsComplexity: body.password_config.luds_complexity,
          ludsMinimumCount: body.password_config.luds_minimum_count,
        }
      : null,
    strengthPolicy: body.strength_policy,
    enabledProducts: body.enabled_products,
  };
}

/** A loader that fetches once and shares the answer; a failed fetch is forgotten so the next call retries. */
export function createBootstrapLoader(http: HttpClient, publicToken: string): () => Promise<BootstrapData> {
  let cached: Promise<BootstrapData> | null = null;
  return () => {
    if (cached) return cached;
    const loading = http
      .request<BootstrapResponseBody>('GET', fillPath(SDK_PATHS.bootstrap, { public_token: publicToken }))
      .then(toBootstrapData);
    cached = loading;
    loading.catch(() => {
      if (cached === loading) cached = null;
    });
    return loading;
  };
}
