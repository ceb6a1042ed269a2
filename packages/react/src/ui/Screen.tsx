import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { useNavigated } from '../core/FlowContext.tsx';
import { BackButton } from './BackButton.tsx';

export interface ScreenProps {
  /** The screen's heading; omitted when the host hides header text. */
  title?: string;
  onBack?: () => void;
  /** Shown above the heading, such as the host's logo. */
  top?: ReactNode;
  children?: ReactNode;
}

/**
 * One screen: optional back arrow and heading, then content. When the user's action brought it
 * up, focus moves to its heading (or the screen itself) so screen readers announce the change;
 * on first render focus stays where the host page has it. A layout effect: it runs as the screen is
 * drawn, before any key or click can reach it (an effect runs after paint on Preact, and would take
 * focus from someone already typing into the new screen).
 */
export function Screen({ title, onBack, top, children }: ScreenProps) {
  const headingId = useId();
  const navigated = useNavigated();
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (!navigated) return;
    const target = ref.current?.querySelector<HTMLElement>('.foyer-heading') ?? ref.current;
    target?.focus();
  }, [navigated]);
  return (
    <section ref={ref} className="foyer-screen" tabIndex={-1} aria-labelledby={title ? headingId : undefined}>
      {onBack ? <BackButton onClick={onBack} /> : null}
      {top}
      {title ? (
        <h2 id={headingId} className="foyer-heading" tabIndex={-1}>
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
