import { FoyerLogin } from '@foyer/react';
import { useMemo, useState } from 'react';
import { useClient } from '../foyer-client.ts';
import { SignedInPanel } from '../SignedInPanel.tsx';
import { useFoyerState } from '../use-foyer-state.ts';
import { otpMethodsFromQuery, productsFromQuery, widgetConfig } from '../widget-config.ts';

/**
 * `/`: the login widget. `?products=a,b` picks the login methods (default: email login links).
 * A visitor who arrives signed in sees their session and a way to log out instead, as on a host's
 * site; one who signs in here keeps the widget's confirmation on screen beside the session. Asking
 * for a configuration (`?products=`) shows the widget even when signed in, to try another method.
 */
export function LoginPage() {
  const client = useClient();
  const { session } = useFoyerState(client);
  const [widgetShown, setWidgetShown] = useState(
    () => session === null || new URLSearchParams(window.location.search).has('products'),
  );
  // Logging out brings the widget back (set during render, so the signed-in view never flashes).
  if (session === null && !widgetShown) setWidgetShown(true);

  if (!widgetShown) {
    return (
      <>
        <h1>You are signed in</h1>
        <SignedInPanel />
      </>
    );
  }
  return <LoginWidgetPage />;
}

function LoginWidgetPage() {
  const client = useClient();
  const search = window.location.search;
  const { config, unknown } = useMemo(() => {
    const { products, unknown } = productsFromQuery(search);
    return { config: widgetConfig(products, otpMethodsFromQuery(search, products)), unknown };
  }, [search]);

  return (
    <>
      <h1>Sign in to the demo</h1>
      <div className="columns">
        <section className="widget-area" aria-label="Login widget">
          {unknown.length > 0 ? (
            <p role="alert" className="notice notice-error">
              Unknown products ignored: {unknown.join(', ')}
            </p>
          ) : null}
          <FoyerLogin client={client} config={config} />
        </section>
        <SignedInPanel />
      </div>
    </>
  );
}
