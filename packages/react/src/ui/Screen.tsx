import { type ReactNode, useId, useRef } from 'react';
import { useNavigated } from '../core/FlowContext.tsx';
import { BackButton } from './BackButton.tsx';
import { useFocusWhenDrawn } from './useFocusWhenDrawn.ts';

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
 * on first render focus stays where the host page has it.
 */
export function Screen({ title, onBack, top, children }: ScreenProps) {
  const headingId = useId();
  const navigated = useNavigated();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenDrawn(title ? heading : section, navigated);
  return (
    <section ref={section} className="foyer-screen" tabIndex={-1} aria-labelledby={title ? headingId : undefined}>
      {onBack ? <BackButton onClick={onBack} /> : null}
      {top}
      {title ? (
        <h2 id={headingId} ref={heading} className="foyer-heading" tabIndex={-1}>
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
