import { randomInt } from 'node:crypto';
import type { SecretBox } from '../../security/secret-box.ts';
import type { RecoveryCodeRecord } from '../../store/totps.ts';
import { hashSecret, newId, secretMatchesHash } from '../../tokens.ts';

/** How many recovery codes an enrolment hands out (Stytch's number). */
export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits less the look-alikes (0 o 1 l i): read off paper, typed back by hand. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Three groups of four, as Stytch's codes look (`ckss-2skx-ebow`): 12 × log2(31) ≈ 59 bits. */
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** One recovery code from the CSPRNG, e.g. `k7qm-x2bd-9tws`. */
export function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** A code as typed: case, spaces and dashes do not matter (people copy them from paper or a file). */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** What a sealed code is bound to: its own row, so a value copied into another row does not open. */
export const recoveryCodeSealContext = (recoveryCodeId: string) => `totp recovery code\0${recoveryCodeId}`;

/** A fresh set of codes and their stored rows: hashed for checking, sealed for listing. */
export function newRecoveryCodes(secrets: SecretBox, environment: 'test' | 'live') {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const rows = codes.map((code) => {
    const recovery_code_id = newId('totp-recovery-code', environment);
    return {
      recovery_code_id,
      code_hash: hashSecret(normalizeRecoveryCode(code)),
      code_sealed: secrets.seal(code, recoveryCodeSealContext(recovery_code_id)),
    };
  });
  return { codes, rows };
}

/**
 * The unused code a presented one matches, or null. Every stored hash is compared, in constant
 * time, whatever matched before, so the answer's timing says nothing about which code it was.
 */
export function matchRecoveryCode(codes: RecoveryCodeRecord[], presented: string): RecoveryCodeRecord | null {
  const normalized = normalizeRecoveryCode(presented);
  let found: RecoveryCodeRecord | null = null;
  for (const code of codes) {
    if (secretMatchesHash(normalized, code.codeHash) && code.usedAt === null) found = code;
  }
  return found;
}

/** The codes not yet used, as the user was shown them. */
export function unusedRecoveryCodes(secrets: SecretBox, codes: RecoveryCodeRecord[]): string[] {
  return codes
    .filter((code) => code.usedAt === null)
    .map((code) => secrets.open(code.codeSealed, recoveryCodeSealContext(code.recoveryCodeId)));
}
