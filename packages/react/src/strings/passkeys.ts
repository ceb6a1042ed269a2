/**
 * The passkey strings (docs/behaviour.md#screens, docs/behaviour.md#validation and docs/behaviour.md#errors), loaded with the
 * product's chunk (`flow/registry.ts`); a host's override of any key wins, even before the chunk loads.
 */
export const passkeyStrings = {
  // Main (docs/behaviour.md#main-screen) and passkey sign-in errors (docs/behaviour.md#errors)
  'passkeys.loginButton': 'Login with a Passkey',
  'passkeys.authenticating': 'Waiting for your passkey…',
  'passkeys.unknownError': 'Unknown error occurred during passkey authentication. Please try again.',
  'passkeys.registrationNotFound':
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  'passkeyConfirmation.message': 'Your Passkey has been successfully authenticated.',

  // Passkey registration widget (docs/behaviour.md#screens)
  'passkeyRegistration.startHeader': 'Set up a new Passkey',
  'passkeyRegistration.create': 'Create a Passkey',
  'passkeyRegistration.creating': 'Creating a Passkey…',
  'passkeyRegistration.skip': 'Skip',
  'passkeyRegistration.successHeader': 'Passkey successfully created!',
  'passkeyRegistration.existing': 'Existing Passkeys',
  'passkeyRegistration.empty': 'No passkeys yet.',
  'passkeyRegistration.another': 'Set up another Passkey',
  'passkeyRegistration.done': 'Done',
  'passkeyRegistration.edit': 'Edit',
  'passkeyRegistration.editLabel': 'Edit {name}',
  'passkeyRegistration.nameLabel': 'Passkey name',
  'passkeyRegistration.save': 'Save',
  'passkeyRegistration.delete': 'Delete',
  'passkeyRegistration.deleteLabel': 'Delete {name}',
  'passkeyRegistration.confirmDelete': 'Delete passkey',
  'passkeyRegistration.cancel': 'Cancel',
  'passkeyRegistration.deleteWarning': 'Once deleted, the passkey cannot be restored.',

  // Passkey create errors (docs/behaviour.md#errors)
  'passkeyRegistration.alreadyRegistered':
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  'passkeyRegistration.notCreated':
    'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
  // Shown in place of 'Create a Passkey' while no email or phone is verified, and for the server's
  // unverified_account. It names no link or code: the configured products may offer neither.
  'passkeyRegistration.unverifiedAccount':
    'A passkey can be added once your email address or phone number is verified.',
} as const;
