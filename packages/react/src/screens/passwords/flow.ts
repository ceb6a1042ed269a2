import { type FlowPlugin, goTo, type ProductFlow } from '../../core/flowState.ts';

/** The password path (docs/behaviour.md#data): the email typed on Main and what the user search said of it. */
export interface PasswordState {
  email: string;
  /** new: no account; password: the account has one; passwordless: it signs in another way. */
  type: 'new' | 'password' | 'passwordless';
}

export type PasswordAction = { type: 'passwordUserFound'; passwordState: PasswordState };

declare module '../../core/flowState.ts' {
  interface FlowProducts {
    passwords: ProductFlow<
      | 'passwordCreateOrLogin'
      | 'passwordForgot'
      | 'passwordBreached'
      | 'passwordSetNew'
      | 'passwordDedupe'
      | 'passwordConfirmation',
      PasswordAction,
      PasswordState
    >;
  }
}

/** Password path (docs/behaviour.md#login-flow): email and user type stored, then create-or-login. */
export const passwordsFlow: FlowPlugin = {
  initial: { passwords: { email: '', type: 'new' } },
  reduce(state, action) {
    if (action.type === 'passwordUserFound') {
      return goTo(state, 'passwordCreateOrLogin', { passwords: action.passwordState });
    }
  },
};
