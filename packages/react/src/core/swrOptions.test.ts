import { describe, expect, it } from 'vitest';
import { swrOptions } from './swrOptions.ts';

describe('swrOptions', () => {
  it('sets the spec’s data-fetching numbers', () => {
    expect(swrOptions(false)).toMatchObject({
      errorRetryInterval: 5000,
      dedupingInterval: 2000,
      focusThrottleInterval: 5000,
      loadingTimeout: 3000,
    });
  });

  it('waits longer on a slow connection', () => {
    expect(swrOptions(true)).toMatchObject({ errorRetryInterval: 10000, loadingTimeout: 5000 });
  });

  it('does not retry when the session is missing, but retries other failures', () => {
    const retry = swrOptions(false).shouldRetryOnError as (error: unknown) => boolean;
    expect(retry({ error_type: 'missing_session' })).toBe(false);
    expect(retry(new TypeError('Failed to fetch'))).toBe(true);
  });
});
