/** How many background passkey autofill requests Main makes; each failure uses one (docs/behaviour.md#flow, docs/behaviour.md#constants). */
export const PASSKEY_AUTOFILL_ATTEMPTS = 5;

/** The event the passkey registration widget sends the host's `onEvent` when the user clicks 'Done'. */
export const PASSKEY_DONE_EVENT = 'PASSKEY_DONE';
