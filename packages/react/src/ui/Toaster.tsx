import { resolveValue, toast as toastApi, useToaster } from 'react-hot-toast/headless';
import { useStrings } from '../core/useStrings.ts';
import { LinkifiedText } from './LinkifiedText.tsx';

/**
 * The sticky toast area. Timing, the cap of 20 and removal 1 s after dismissal are
 * react-hot-toast's defaults (spec §9); only the drawing is ours, so it renders inside the widget
 * (and so inside its shadow root) styled by the widget's stylesheet instead of styles that
 * react-hot-toast would inject into the page's head.
 */
export function Toaster({ toasterId }: { toasterId: string }) {
  const t = useStrings();
  const { toasts, handlers } = useToaster(undefined, toasterId);
  return (
    <section
      className="foyer-toaster"
      aria-label={t('common.notifications')}
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          className="foyer-toast"
          data-type={item.type}
          data-visible={String(item.visible)}
          {...item.ariaProps}
        >
          <div>
            {/* Plain-text messages get their URLs as links (spec §8: messages with provider links). */}
            {typeof item.message === 'string' ? (
              <LinkifiedText text={item.message} />
            ) : (
              resolveValue(item.message, item)
            )}
          </div>
          <button
            type="button"
            className="foyer-toast-close"
            aria-label={t('common.dismiss')}
            onClick={() => toastApi.dismiss(item.id, toasterId)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
