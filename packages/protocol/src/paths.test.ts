import { describe, expect, expectTypeOf, it } from 'vitest';
import { BACKEND_PATHS, fillPath, type PathParamNames, SDK_PATHS } from './paths.ts';

describe('fillPath', () => {
  it('fills each {name} of a template with its value', () => {
    expect(fillPath(SDK_PATHS.webauthnUpdate, { webauthn_registration_id: 'webauthn-registration-test-0001' })).toBe(
      '/webauthn/update/webauthn-registration-test-0001',
    );
    expect(fillPath(BACKEND_PATHS.user, { user_id: 'user-test-0001' })).toBe('/users/user-test-0001');
    expect(fillPath('/a/{x}/b/{y}', { x: '1', y: '2' })).toBe('/a/1/b/2');
  });

  it('encodes a value so it stays one path segment (no climbing to another route)', () => {
    expect(fillPath(SDK_PATHS.bootstrap, { public_token: 'public-token/../../users/me?x=1#y' })).toBe(
      '/projects/bootstrap/public-token%2F..%2F..%2Fusers%2Fme%3Fx%3D1%23y',
    );
    expect(fillPath(BACKEND_PATHS.user, { user_id: 'ü ser%' })).toBe('/users/%C3%BC%20ser%25');
  });

  it('throws for an empty, "." or ".." value, which a URL parser would drop or climb', () => {
    for (const value of ['', '.', '..']) {
      expect(() => fillPath(BACKEND_PATHS.user, { user_id: value })).toThrow(
        "Path /users/{user_id} needs a value for {user_id} other than empty, '.' or '..'.",
      );
    }
  });

  it('throws for a value a caller without types left out', () => {
    const untyped = {} as { user_id: string };
    expect(() => fillPath(BACKEND_PATHS.user, untyped)).toThrow(TypeError);
  });

  it('requires every {name} of the template by type, and no other', () => {
    expectTypeOf<PathParamNames<'/a/{x}/b/{y}'>>().toEqualTypeOf<'x' | 'y'>();
    expectTypeOf<PathParamNames<typeof SDK_PATHS.usersMe>>().toBeNever();
    expectTypeOf(fillPath<typeof BACKEND_PATHS.user>)
      .parameter(1)
      .toEqualTypeOf<{ readonly user_id: string }>();
    // @ts-expect-error y is missing
    expect(() => fillPath('/a/{x}/b/{y}', { x: '1' })).toThrow(TypeError);
    // @ts-expect-error the template names webauthn_registration_id, not id
    expect(() => fillPath(SDK_PATHS.webauthnUpdate, { id: '1' })).toThrow(TypeError);
  });
});

describe('SDK_PATHS and BACKEND_PATHS', () => {
  it('are absolute paths whose parameters are written {name}, as OpenAPI writes them', () => {
    for (const path of [...Object.values(SDK_PATHS), ...Object.values(BACKEND_PATHS)]) {
      expect(path).toMatch(/^(\/([a-z0-9_]+|\{[a-z_]+\}))+$/);
    }
  });
});
