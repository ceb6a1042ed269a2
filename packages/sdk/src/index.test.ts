import { expect, it } from 'vitest';
import * as index from './index.ts';

it('exports exactly the public runtime surface', () => {
  expect(Object.keys(index).sort()).toEqual(['FoyerApiError', 'FoyerError', 'FoyerSdkError', 'createClient']);
});
