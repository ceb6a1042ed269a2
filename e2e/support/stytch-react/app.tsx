/**
 * The least React host for @stytch/react 20 (unchanged): its client pointed at Foyer, StytchProvider,
 * and StytchLogin with the products the page's `window.stytchReact.config` names (as Products objects).
 * Bundled by esbuild in the test (stytch-react/build.ts); the page sets `window.stytchReact` first.
 */
import { createStytchClient, Products, StytchLogin, StytchProvider, useStytchSession } from '@stytch/react';
import { createRoot } from 'react-dom/client';

type ProductName = keyof typeof Products;
interface PageSettings {
  publicToken: string;
  baseUrl: string;
  config: Record<string, unknown> & { products: ProductName[] };
}

const settings = (window as unknown as { stytchReact: PageSettings }).stytchReact;
const client = createStytchClient(settings.publicToken, { customBaseUrl: settings.baseUrl });
// For the test's checks (sessions.authenticate), as the vanilla pages expose theirs.
(window as unknown as { client: unknown }).client = client;

function SignIn() {
  const { session } = useStytchSession();
  if (session) return <p>Signed in ({session.authentication_factors.map((factor) => factor.type).join(', ')})</p>;
  const products = settings.config.products.map((name) => Products[name]);
  return <StytchLogin config={{ ...settings.config, products } as never} />;
}

const root = document.createElement('main');
document.body.replaceChildren(root);
createRoot(root).render(
  <StytchProvider stytch={client}>
    <h1>Stytch React</h1>
    <div id="stytch-ui">
      <SignIn />
    </div>
  </StytchProvider>,
);
