import { useId } from 'react';
import { useBootstrap } from '../../core/useBootstrap.ts';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { StrengthMeter } from '../../ui/StrengthMeter.tsx';
import type { StrengthCheck } from './useStrengthCheck.ts';

/**
 * A new password with its strength shown under it (docs/behaviour.md#validation). The policy and the LUDS numbers come
 * from bootstrap until the first answer, so a LUDS project shows its two requirements, unmet,
 * before anything is typed.
 */
export function NewPasswordField({ label, strength }: { label: string; strength: StrengthCheck }) {
  const meterId = useId();
  const bootstrap = useBootstrap();
  const luds = bootstrap?.passwordConfig
    ? { minimumCount: bootstrap.passwordConfig.ludsMinimumCount, complexity: bootstrap.passwordConfig.ludsComplexity }
    : null;
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        required
        value={strength.password}
        onChange={(event) => strength.setPassword(event.target.value)}
        describedBy={meterId}
      />
      <StrengthMeter
        id={meterId}
        policy={bootstrap?.strengthPolicy ?? 'zxcvbn'}
        result={strength.result}
        luds={luds}
        errorMessage={strength.errorMessage}
      />
    </>
  );
}
