import { describe, expect, it } from 'vitest';
import * as foyer from './index.ts';

describe('@foyer/react public surface', () => {
  it('exports exactly the widgets, the mount functions and the default strings', () => {
    expect(Object.keys(foyer).sort()).toEqual([
      'FoyerLogin',
      'FoyerPasskeyRegistration',
      'FoyerResetPassword',
      'defaultStrings',
      'mountLogin',
      'mountPasskeyRegistration',
      'mountResetPassword',
    ]);
  });
});
