import type { FoyerClient } from '@foyer/sdk';
import type { FoyerCallbacks, FoyerConfig } from '../config/types.ts';
import type { FoyerStrings } from '../strings/en.ts';

/** What every widget takes, as React props or as mount options. */
export interface WidgetProps {
  /** The browser client from `@foyer/sdk`. */
  client: FoyerClient;
  config?: FoyerConfig;
  /** Replacements for any of the English strings, key by key. */
  strings?: Partial<FoyerStrings>;
  callbacks?: FoyerCallbacks;
}

/** Props of `<FoyerLogin>` and `<FoyerResetPassword>`, which need a config. */
export interface ConfiguredWidgetProps extends WidgetProps {
  config: FoyerConfig;
}

export type FoyerLoginProps = ConfiguredWidgetProps;
export type FoyerResetPasswordProps = ConfiguredWidgetProps;
export type FoyerPasskeyRegistrationProps = WidgetProps;
