import { OAUTH_PROVIDERS } from '@foyer/protocol';
import { describe, expect, it } from 'vitest';
import { PROVIDER_MARKS } from './providerMarks.ts';

describe('provider marks', () => {
  it.each(OAUTH_PROVIDERS)('has a drawn mark for %s', (provider) => {
    expect(PROVIDER_MARKS[provider]).toMatch(/^[Mm][\d.\s,-]/);
  });
});
