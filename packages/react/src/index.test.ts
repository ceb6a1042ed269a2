import { describe, expect, it } from 'vitest';
import * as foyer from './index.ts';

describe('@foyer/react public surface', () => {
  it('exports exactly the widgets and the mount functions', () => {
    expect(Object.keys(foyer).sort()).toEqual([
      'FoyerLogin',
      'FoyerMfaSettings',
      'FoyerPasskeyRegistration',
      'FoyerResetPassword',
      'mountLogin',
      'mountMfaSettings',
      'mountPasskeyRegistration',
      'mountResetPassword',
    ]);
  });
});
