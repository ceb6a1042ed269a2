// The root layout: the provider around every page, so client components can read the signed-in user.
import { Providers } from './providers.jsx';

export const metadata = { title: 'A Next.js host app', icons: { icon: 'data:,' } };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        <main>
          <h1>Next.js host</h1>
          <Providers>{children}</Providers>
        </main>
      </body>
    </html>
  );
}
