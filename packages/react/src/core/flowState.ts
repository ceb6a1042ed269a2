import type { FoyerClient } from '@foyer/sdk';

/**
 * The login widget's screen state (docs/behaviour.md#screens and docs/behaviour.md#flow): one screen at a time, chosen here and never
 * by the URL. Screens dispatch what happened; the reducers decide where that leads.
 *
 * This file knows no product. Each product declares its screens, actions and state in its own
 * folder (`screens/<product>/flow.ts`) by adding an entry to `FlowProducts`, and hands its reducer
 * to the registry (`flow/registry.ts`), which gives every product's reducer to `FlowProvider`.
 */

/** What one product adds to the flow: its screen ids, its actions and its slice of the form state. */
export interface ProductFlow<Screen extends string, Action extends { type: string }, Slice = never> {
  screen: Screen;
  action: Action;
  slice: Slice;
}

/**
 * Filled by the products through declaration merging, keyed by the product's name:
 * `declare module '../../core/flowState.ts' { interface FlowProducts { otp: ProductFlow<…> } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: an interface (not a type) so products can merge into it.
export interface FlowProducts {}

type Registered = FlowProducts[keyof FlowProducts];
type ScreenOf<P> = P extends { screen: infer S extends string } ? S : never;
type ActionOf<P> = P extends { action: infer A extends { type: string } } ? A : never;

/** Every screen the login flow can show: Main and the products' screens. */
export type ScreenId = 'main' | ScreenOf<Registered>;

/** Every product's action. */
export type ProductAction = ActionOf<Registered>;

/** The core's own actions, which any screen may dispatch. */
export type CoreAction =
  /** `errorMessage` is shown on the next screen (e.g. why a reset email was sent); otherwise cleared. */
  | { type: 'navigate'; screen: ScreenId; errorMessage?: string }
  | { type: 'setErrorMessage'; message: string | null }
  /** The tab of Main's login form the user chose, selected again when they come back to Main. */
  | { type: 'selectLoginMethod'; id: string };

export type FlowAction = CoreAction | ProductAction;

/** The products' slices of the form state, each under its product's name (a product with none has no key). */
export type ProductSlices = {
  [K in keyof FlowProducts as FlowProducts[K] extends { slice: never } ? never : K]: FlowProducts[K] extends {
    slice: infer S;
  }
    ? S
    : never;
};

/** Form state shared across screens (docs/behaviour.md#data): the error, and each product's slice. */
export type FormState = {
  /** Set by a failed call; Main shows it in a warning banner above the form. */
  errorMessage: string | null;
} & ProductSlices;

export interface FlowState {
  screen: ScreenId;
  /** False until the first screen change, so focus moves only after the user acts. */
  navigated: boolean;
  /** The login method tab last chosen on Main; null: the first. */
  loginMethod: string | null;
  formState: FormState;
}

/** A product's part of the flow. */
export interface FlowPlugin {
  /** Its slice before its first action, under its name. */
  initial?: Partial<ProductSlices>;
  /** The next state for one of this product's own actions; undefined for any other action. */
  reduce(state: FlowState, action: ProductAction): FlowState | undefined;
  /**
   * Where a widget mounted mid-flow picks up, from what the SDK kept (MFA: a sign-in still waiting
   * for its second factor after a reload); undefined to start at Main.
   */
  resume?(client: FoyerClient): ProductAction | undefined;
}

/** Main, with every product's slice at its start. */
export function initialFlowState(plugins: readonly FlowPlugin[]): FlowState {
  // Object.assign over a list is typed loosely; the annotation holds because each plugin gives its
  // own slice and every product registered in FlowProducts has a plugin (the registry's entries).
  const formState: FormState = Object.assign({ errorMessage: null }, ...plugins.map((plugin) => plugin.initial));
  return { screen: 'main', navigated: false, loginMethod: null, formState };
}

/**
 * The first state of a widget: Main, unless a product picks up a flow the SDK kept (the first to
 * answer wins). Not the user's doing, so focus stays where the page put it.
 */
export function resumedFlowState(plugins: readonly FlowPlugin[], client: FoyerClient | undefined): FlowState {
  const start = initialFlowState(plugins);
  const action = client && plugins.map((plugin) => plugin.resume?.(client)).find(Boolean);
  return action ? { ...createFlowReducer(plugins)(start, action), navigated: false } : start;
}

/** Moves to `screen` as the user's doing (focus follows), clearing the error unless one is given. */
export function goTo(state: FlowState, screen: ScreenId, formState?: Partial<FormState>): FlowState {
  return { ...state, screen, navigated: true, formState: { ...state.formState, errorMessage: null, ...formState } };
}

/** The reducer of the core's actions and of the given products' actions. */
export function createFlowReducer(plugins: readonly FlowPlugin[]) {
  return (state: FlowState, action: FlowAction): FlowState => {
    switch (action.type) {
      case 'navigate':
        return goTo(state, action.screen, { errorMessage: action.errorMessage ?? null });
      case 'setErrorMessage':
        return { ...state, formState: { ...state.formState, errorMessage: action.message } };
      case 'selectLoginMethod':
        return { ...state, loginMethod: action.id };
    }
    for (const plugin of plugins) {
      const next = plugin.reduce(state, action);
      if (next) return next;
    }
    return state;
  };
}
