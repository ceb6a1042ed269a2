import { type ComponentType, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { FoyerLogin } from './widgets/FoyerLogin.tsx';
import { FoyerMfaSettings } from './widgets/FoyerMfaSettings.tsx';
import { FoyerPasskeyRegistration } from './widgets/FoyerPasskeyRegistration.tsx';
import { FoyerResetPassword } from './widgets/FoyerResetPassword.tsx';
import { ShadowRootProvided } from './widgets/ShadowBoundary.tsx';
import type {
  FoyerLoginProps,
  FoyerMfaSettingsProps,
  FoyerPasskeyRegistrationProps,
  FoyerResetPasswordProps,
  WidgetProps,
} from './widgets/types.ts';

/** Where and what to mount: the widget's props plus the element to mount into. */
export type MountOptions<Props extends WidgetProps = WidgetProps> = Props & {
  /** A CSS selector for the host element, such as `'#login'`. */
  elementId: string;
};

/** Removes the widget and its React root. */
export type Unmount = () => void;

/**
 * Renders a widget into the element the selector names. With `config.enableShadowDOM` the widget
 * lives in the element's own shadow root, where page styles cannot reach it (its own stylesheet and
 * toasts render in there too); the component then makes no second root inside it.
 */
function mountWidget<Props extends WidgetProps>(
  component: ComponentType<Props>,
  elementId: string,
  props: Props,
): Unmount {
  const host = document.querySelector(elementId);
  if (!host) throw new Error(`Foyer: no element matches the selector "${elementId}".`);

  let container: Element = host;
  if (props.config?.enableShadowDOM) {
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const inner = document.createElement('div');
    shadow.appendChild(inner);
    container = inner;
  }
  const root = createRoot(container);
  const widget = createElement(component, props);
  root.render(container === host ? widget : createElement(ShadowRootProvided, null, widget));
  return () => {
    root.unmount();
    if (container !== host) container.remove();
  };
}

/**
 * Mounts the login widget.
 *
 * @example
 * const unmount = mountLogin({ elementId: '#login', client, config: { products: ['emailMagicLinks'] } });
 */
export function mountLogin(options: MountOptions<FoyerLoginProps>): Unmount {
  const { elementId, ...props } = options;
  return mountWidget(FoyerLogin, elementId, props);
}

/** Mounts the reset-password widget, which reads its token from the page address. */
export function mountResetPassword(options: MountOptions<FoyerResetPasswordProps>): Unmount {
  const { elementId, ...props } = options;
  return mountWidget(FoyerResetPassword, elementId, props);
}

/** Mounts the passkey registration widget for the signed-in user. */
export function mountPasskeyRegistration(options: MountOptions<FoyerPasskeyRegistrationProps>): Unmount {
  const { elementId, ...props } = options;
  return mountWidget(FoyerPasskeyRegistration, elementId, props);
}

/**
 * Mounts the MFA settings widget for the signed-in user: their second factors, the authenticator
 * app and recovery codes. Its screens load only when it mounts.
 *
 * @example
 * mountMfaSettings({ elementId: '#security', client, callbacks: { onEvent: (e) => console.log(e.type) } });
 */
export function mountMfaSettings(options: MountOptions<FoyerMfaSettingsProps>): Unmount {
  const { elementId, ...props } = options;
  return mountWidget(FoyerMfaSettings, elementId, props);
}
