import { type FlowPlugin, goTo, type ProductFlow } from '../../core/flowState.ts';

export type PasskeyAction = { type: 'passkeyAuthenticated' };

declare module '../../core/flowState.ts' {
  interface FlowProducts {
    passkeys: ProductFlow<'passkeyConfirmation', PasskeyAction>;
  }
}

/** Passkeys: a sign-in leads to the confirmation. */
export const passkeysFlow: FlowPlugin = {
  reduce(state, action) {
    if (action.type === 'passkeyAuthenticated') return goTo(state, 'passkeyConfirmation');
  },
};
