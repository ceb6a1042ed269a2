import { type RefObject, useEffect, useState } from 'react';

/** The embedded prompt's height before Google's frame reports its own (docs/behaviour.md#constants). */
export const ONE_TAP_DEFAULT_HEIGHT_PX = 47;
/** Resizes of the prompt are followed at most this often (docs/behaviour.md#constants). */
export const ONE_TAP_RESIZE_DEBOUNCE_MS = 100;

/**
 * The embedded prompt's container height: 47px until the prompt inside it renders, then the
 * prompt's own height, following its resizes debounced by 100 ms so a growing frame does not
 * re-render the widget on every animation step.
 */
export function useEmbeddedHeight(container: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [height, setHeight] = useState(ONE_TAP_DEFAULT_HEIGHT_PX);
  useEffect(() => {
    const element = container.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const child = element.firstElementChild as HTMLElement | null;
        const childHeight = child?.getBoundingClientRect().height ?? 0;
        setHeight(childHeight > 0 ? Math.ceil(childHeight) : ONE_TAP_DEFAULT_HEIGHT_PX);
      }, ONE_TAP_RESIZE_DEBOUNCE_MS);
    };
    const resizes = new ResizeObserver(measure);
    // Google inserts (and replaces) its frame: observe whichever child is there now.
    const children = new MutationObserver(() => {
      resizes.disconnect();
      if (element.firstElementChild) resizes.observe(element.firstElementChild);
      measure();
    });
    children.observe(element, { childList: true });
    return () => {
      clearTimeout(timer);
      resizes.disconnect();
      children.disconnect();
    };
  }, [container, enabled]);
  return height;
}
