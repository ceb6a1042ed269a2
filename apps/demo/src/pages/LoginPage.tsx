import { FoyerLogin } from '@foyer/react';
import { useMemo } from 'react';
import { useClient } from '../foyer-client.ts';
import { SignedInPanel } from '../SignedInPanel.tsx';
import { otpMethodsFromQuery, productsFromQuery, widgetConfig } from '../widget-config.ts';

/** `/`: the login widget. `?products=a,b` picks the login methods (default: email login links). */
export function LoginPage() {
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
