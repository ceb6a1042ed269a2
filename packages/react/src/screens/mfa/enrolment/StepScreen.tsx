import { type ReactNode, useId, useRef } from 'react';
import { useFocusWhenDrawn } from '../../../ui/useFocusWhenDrawn.ts';

/**
 * One step of an MFA screen: a heading and its content. A step the user's action brought up takes
 * focus on its heading, so a screen reader announces it (these steps live outside the login
 * widget's flow, whose screens do the same through `ui/Screen`).
 */
export function StepScreen({
  title,
  focus = true,
  step,
  children,
}: {
  title: string;
  /** Whether the heading takes focus when the step appears (not on the widget's first render). */
  focus?: boolean;
  /** `data-step`, for tests and styles. */
  step: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenDrawn(heading, focus);
  return (
    <section className="foyer-screen" aria-labelledby={headingId} data-step={step}>
      <h2 id={headingId} ref={heading} className="foyer-heading" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
