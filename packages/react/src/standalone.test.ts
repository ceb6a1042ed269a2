import { describe, expect, it } from 'vitest';
import * as standalone from './standalone.ts';

describe('standalone bundle entry', () => {
  it('exports the client factory and the mount functions, and sets them on window.Foyer', () => {
    expect(Object.keys(standalone).sort()).toEqual([
      'Foyer',
      'createClient',
      'defaultStrings',
      'mountLogin',
      'mountMfaSettings',
      'mountPasskeyRegistration',
      'mountResetPassword',
    ]);
    const onWindow = (window as unknown as { Foyer: typeof standalone.Foyer }).Foyer;
    expect(onWindow).toBe(standalone.Foyer);
    expect(onWindow.mountLogin).toBe(standalone.mountLogin);
    expect(onWindow.createClient).toBe(standalone.createClient);
    expect(onWindow.mountMfaSettings).toBe(standalone.mountMfaSettings);
  });
});
