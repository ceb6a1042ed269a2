import type { ReactNode } from 'react';

const NAV = [
  { href: '/', label: 'Sign in' },
  { href: '/reset-password', label: 'Reset password' },
  { href: '/passkeys', label: 'Passkeys' },
  { href: '/embed.html', label: 'Embed example' },
];

/** The host site's frame: a banner with navigation, the page, and a footer. */
export function Layout({ children }: { children: ReactNode }) {
  const here = window.location.pathname;
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <header className="site-header">
        <a className="brand" href="/">
          Foyer demo
        </a>
        <nav aria-label="Demo pages">
          <ul>
            {NAV.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={item.href === here ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="content" className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        <p>
          A host website for trying Foyer locally. Emails and text messages go to the{' '}
          <a href="/dev/outbox">development outbox</a>.
        </p>
      </footer>
    </>
  );
}
