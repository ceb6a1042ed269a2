import { useStrings } from '../../strings/index.ts';

/**
 * Where the reset-password form goes. The form (new password, strength meter, submit through
 * `passwords.resetByEmail`) belongs to the passwords issue; until then this region stays empty
 * rather than pretend to reset anything.
 */
export function ResetPasswordFormSlot({ token }: { token: string | null }) {
  const t = useStrings();
  return (
    <section
      aria-label={t('resetPassword.formRegion')}
      data-foyer-slot="reset-password-form"
      data-token-present={token ? 'true' : 'false'}
    />
  );
}
