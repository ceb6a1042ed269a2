import type { OneTapServerFailure } from '@foyer/protocol';
import type { PromptMomentNotification } from './googleScript.ts';

/** The failures the widget shows (docs/behaviour.md#errors): two reported by Google's script, four by the server. */
export type OneTapShownFailure = 'unregistered_origin' | 'invalid_client' | OneTapServerFailure;

/** One Tap's state (docs/behaviour.md#data), exposed as `data-state` on the prompt's container. */
export type OneTapState =
  | { status: 'pending' }
  | { status: 'rendered' }
  | { status: 'cancelled'; reason: string }
  | { status: 'failed'; reason: string; shown: boolean };

const SHOWN_BY_SCRIPT = new Set(['unregistered_origin', 'invalid_client']);

/** Whether a failure reason is one of the six the widget shows, rather than only logs. */
export function isShownFailure(reason: string): reason is OneTapShownFailure {
  return (
    SHOWN_BY_SCRIPT.has(reason) ||
    [
      'oauth_config_not_found',
      'no_login_redirect_urls',
      'no_signup_redirect_urls',
      'default_provider_not_allowed',
    ].includes(reason)
  );
}

/**
 * What a prompt moment means for the state: displayed → rendered; not displayed → failed with
 * Google's reason; skipped or dismissed (other than by returning a credential) → cancelled.
 * Answers null for moments that change nothing.
 */
export function stateFromNotification(notification: PromptMomentNotification): OneTapState | null {
  if (notification.isNotDisplayed()) {
    const reason = notification.getNotDisplayedReason();
    return { status: 'failed', reason, shown: isShownFailure(reason) };
  }
  if (notification.isDisplayed()) return { status: 'rendered' };
  if (notification.isSkippedMoment()) return { status: 'cancelled', reason: notification.getSkippedReason() };
  if (notification.isDismissedMoment()) {
    const reason = notification.getDismissedReason();
    return reason === 'credential_returned' ? null : { status: 'cancelled', reason };
  }
  return null;
}
