import { useStrings } from '../../strings/index.ts';

/**
 * Where the passkey registration screens go ('Set up a new Passkey', the list of existing
 * passkeys). They belong to the passkeys issue; the widget already checks for a signed-in user.
 */
export function PasskeyRegistrationSlot() {
  const t = useStrings();
  return <section aria-label={t('passkeyRegistration.region')} data-foyer-slot="passkey-registration" />;
}
