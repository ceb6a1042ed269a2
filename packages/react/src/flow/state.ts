/**
 * The login widget's screen state (spec §2 and §4): one screen at a time, chosen here and never
 * by the URL. Screens dispatch what happened; this reducer decides where that leads.
 */

/** Every screen the login flow can show. Later products add theirs. */
export type ScreenId = 'main' | 'emailConfirmation';

/** Form state shared across screens (spec §3). Later products add their slices. */
export interface FormState {
  /** Set by a failed call; Main shows it in a warning banner above the form. */
  errorMessage: string | null;
  magicLinkState: { email: string };
}

export interface FlowState {
  screen: ScreenId;
  /** False until the first screen change, so focus moves only after the user acts. */
  navigated: boolean;
  formState: FormState;
}

export type FlowAction =
  | { type: 'navigate'; screen: ScreenId }
  | { type: 'magicLinkSent'; email: string }
  | { type: 'magicLinkTryAgain' }
  | { type: 'setErrorMessage'; message: string | null };

export const initialFlowState: FlowState = {
  screen: 'main',
  navigated: false,
  formState: { errorMessage: null, magicLinkState: { email: '' } },
};

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'navigate':
      return {
        ...state,
        screen: action.screen,
        navigated: true,
        formState: { ...state.formState, errorMessage: null },
      };
    case 'magicLinkSent':
      return {
        screen: 'emailConfirmation',
        navigated: true,
        formState: { ...state.formState, errorMessage: null, magicLinkState: { email: action.email } },
      };
    case 'magicLinkTryAgain':
      return {
        screen: 'main',
        navigated: true,
        formState: { ...state.formState, errorMessage: null, magicLinkState: { email: '' } },
      };
    case 'setErrorMessage':
      return { ...state, formState: { ...state.formState, errorMessage: action.message } };
  }
}
