/**
 * React's modules, as the widgets import them, answered by Preact's compatibility layer: the
 * standalone bundle's build (vite.config.ts) and the unit tests that run its mount functions on
 * Preact (vitest.config.ts's `react-on-preact` project) use the same list. Exact names:
 * `react-dom/client` is `preact/compat/client`, not a path under `preact/compat`.
 */
export const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];
