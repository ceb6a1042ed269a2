import { OAUTH_PROVIDERS } from '@foyer/protocol';
import { describe, expect, it } from 'vitest';
import { PROVIDER_MARKS } from './providerMarks.ts';

function colours(provider: string): string[] {
  const mark = PROVIDER_MARKS[provider];
  return typeof mark === 'string' || !mark ? [] : mark.map(([colour]) => colour);
}

describe('provider marks', () => {
  it.each(OAUTH_PROVIDERS)('has a drawn mark for %s', (provider) => {
    const mark = PROVIDER_MARKS[provider];
    const paths = typeof mark === 'string' ? [mark] : (mark ?? []).map(([, path]) => path);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path).toMatch(/^[Mm][\d.\s,-]/);
  });

  it('draws Google in its four colours and Microsoft as four coloured squares', () => {
    expect(colours('google')).toEqual(['#4285f4', '#34a853', '#fbbc05', '#ea4335']);
    expect(colours('microsoft')).toEqual(['#f25022', '#7fba00', '#00a4ef', '#ffb900']);
  });

  it.each(['apple', 'github', 'twitter', 'tiktok'])(
    'draws %s in one colour, the text colour (monochrome)',
    (provider) => {
      expect(typeof PROVIDER_MARKS[provider]).toBe('string');
    },
  );
});
