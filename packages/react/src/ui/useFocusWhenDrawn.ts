import { type RefObject, useLayoutEffect } from 'react';

/**
 * Moves focus to `ref`'s element when it is drawn with `when` true (a screen the user's action
 * brought up, its code boxes). A layout effect: it runs as the DOM is committed, before any key or
 * click can reach it; an effect runs after paint on Preact, and would take focus from someone
 * already typing into the new screen.
 */
export function useFocusWhenDrawn(ref: RefObject<HTMLElement | null>, when: boolean): void {
  useLayoutEffect(() => {
    if (when) ref.current?.focus();
  }, [ref, when]);
}
