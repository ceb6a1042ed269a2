import { describe, expect, it } from 'vitest';
import { type Caller, decideAttachment, type Standing } from './policy.ts';

const OWNER = 'user-test-owner';
const OTHER = 'user-test-other';
const route = 'webauthn.register' as const;

const owned: Standing = { owned: true, claimable: false };
const unprovenIdentifiers: Standing = { owned: true, claimable: true };
const nothingProven: Standing = { owned: false, claimable: true };

function decide(caller: Caller, holderId: string | null, standing?: Standing) {
  return decideAttachment({ route, caller, holderId, ...(standing ? { standing } : {}) });
}

describe('decideAttachment, the ownership rule', () => {
  it('gives a factor nobody holds to a new user, whoever asks', () => {
    for (const caller of [{ kind: 'claim' }, { kind: 'backend', userId: null }] as Caller[]) {
      expect(decide(caller, null)).toEqual({ outcome: 'create_user' });
    }
  });

  it('refuses a claim anything of an existing user, owned or not', () => {
    expect(decide({ kind: 'claim' }, OWNER)).toEqual({ outcome: 'refuse', reason: 'held_by_another_user' });
  });

  it('refuses a session, a proof or the backend acting for another user than the holder', () => {
    for (const kind of ['session', 'proof', 'backend'] as const) {
      expect(decide({ kind, userId: OTHER }, OWNER, owned)).toEqual({
        outcome: 'refuse',
        reason: 'held_by_another_user',
      });
    }
    expect(decide({ kind: 'backend', userId: null }, OWNER)).toMatchObject({ outcome: 'refuse' });
  });

  it('lets a proof of the holder’s own identifier, or the backend naming the holder, attach', () => {
    expect(decide({ kind: 'proof', userId: OWNER }, OWNER)).toEqual({ outcome: 'attach', userId: OWNER });
    expect(decide({ kind: 'backend', userId: OWNER }, OWNER)).toEqual({ outcome: 'attach', userId: OWNER });
  });

  it('lets the holder’s session attach only to an owned account whose identifiers are not all unproven', () => {
    const session = { kind: 'session', userId: OWNER } as const;
    expect(decide(session, OWNER, owned)).toEqual({ outcome: 'attach', userId: OWNER });
    expect(decide(session, OWNER, unprovenIdentifiers)).toEqual({ outcome: 'refuse', reason: 'unverified_account' });
    expect(decide(session, OWNER, nothingProven)).toEqual({ outcome: 'refuse', reason: 'unverified_account' });
    expect(decide(session, OWNER, { owned: false, claimable: false })).toMatchObject({ outcome: 'refuse' });
  });

  it('will not answer a session without the account’s standing', () => {
    expect(() => decide({ kind: 'session', userId: OWNER }, OWNER)).toThrow(/standing/);
  });
});
