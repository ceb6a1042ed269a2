import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { createPortal } from 'react-dom';

/** True inside a shadow root the widget already has, so no second one is made inside it. */
const InShadowRoot = createContext(false);

/** Marks what it wraps as already inside a shadow root (the `mount*` functions make theirs on the host element). */
export function ShadowRootProvided({ children }: { children: ReactNode }) {
  return <InShadowRoot value={true}>{children}</InShadowRoot>;
}

/**
 * `config.enableShadowDOM` for the React components: with `enabled`, `children` render into an open
 * shadow root on an element of their own, where page styles cannot reach (so the widget's stylesheet
 * and toasts, rendered among the children, land in there too). A shadow root needs the DOM, so
 * server rendering and the first client render leave that element empty; the widget appears once
 * the browser has attached the root. Without `enabled`, or inside a root a mount function made,
 * `children` render in place.
 */
export function ShadowBoundary({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const provided = useContext(InShadowRoot);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const attach = useCallback((host: HTMLDivElement | null) => {
    // An element keeps its shadow root for life: a remount finds the one attached before.
    if (host) setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, []);
  if (!enabled || provided) return children;
  return (
    <div className="foyer-shadow-host" ref={attach}>
      {root ? createPortal(<ShadowRootProvided>{children}</ShadowRootProvided>, root) : null}
    </div>
  );
}
