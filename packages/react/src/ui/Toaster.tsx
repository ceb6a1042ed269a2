import { dismissToast, pauseToasts, useToasts } from '../core/toasts.ts';
import { useStrings } from '../core/useStrings.ts';
import { useWidget } from '../core/WidgetContext.tsx';
import { LinkifiedText } from './LinkifiedText.tsx';

/**
 * The sticky toast area (timing and limits: docs/behaviour.md#constants, kept in `core/toasts.ts`). It renders inside
 * the widget, so inside its shadow root when there is one, styled by the widget's stylesheet.
 * Each toast is a polite status; an error asks to be read out at once (aria-live assertive).
 * Pointing at the area pauses the countdowns, so a toast being read does not vanish. It sits just
 * under the card (never over the host's navigation at the top of the page) and is sticky: when the
 * card runs past the window's bottom, the newest toast rises over the card's lower edge rather
 * than hiding below it. A host turns it off with `enableToasts: false`.
 */
export function Toaster({ toasterId }: { toasterId: string }) {
  const t = useStrings();
  const toasts = useToasts(toasterId);
  if (useWidget().config.enableToasts === false) return null;
  return (
    <section
      className="foyer-toaster"
      aria-label={t('common.notifications')}
      onMouseEnter={() => pauseToasts(toasterId, true)}
      onMouseLeave={() => pauseToasts(toasterId, false)}
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          className="foyer-toast"
          data-type={item.type}
          data-visible={String(item.visible)}
          role="status"
          aria-live={item.type === 'error' ? 'assertive' : 'polite'}
        >
          {/* URLs in a message become links (docs/behaviour.md#errors: messages with provider links). */}
          <div>
            <LinkifiedText text={item.message} />
          </div>
          <button
            type="button"
            className="foyer-toast-close"
            aria-label={t('common.dismiss')}
            onClick={() => dismissToast(toasterId, item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
