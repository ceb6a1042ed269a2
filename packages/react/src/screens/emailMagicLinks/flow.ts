import { type FlowPlugin, goTo, type ProductFlow } from '../../core/flowState.ts';

/** The address the login link went to (docs/behaviour.md#data). */
export interface MagicLinkState {
  email: string;
}

export type MagicLinkAction = { type: 'magicLinkSent'; email: string } | { type: 'magicLinkTryAgain' };

declare module '../../core/flowState.ts' {
  interface FlowProducts {
    emailMagicLinks: ProductFlow<'emailConfirmation', MagicLinkAction, MagicLinkState>;
  }
}

/** Email login links: sent → 'Check your email'; try again → Main with the address cleared. */
export const emailMagicLinksFlow: FlowPlugin = {
  initial: { emailMagicLinks: { email: '' } },
  reduce(state, action) {
    switch (action.type) {
      case 'magicLinkSent':
        return goTo(state, 'emailConfirmation', { emailMagicLinks: { email: action.email } });
      case 'magicLinkTryAgain':
        return goTo(state, 'main', { emailMagicLinks: { email: '' } });
    }
  },
};
