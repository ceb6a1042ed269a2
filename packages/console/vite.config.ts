import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The console's build: static files under dist/, every URL below /console/ (the server serves
 * index.html for the screens' paths and the hashed files from dist/assets). No inline script or
 * style ends up in index.html, so the page runs under a strict CSP (script-src 'self').
 */
export default defineConfig(({ command }) => {
  // As the demo does: a production build whatever NODE_ENV the caller's shell has.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    base: '/console/',
    plugins: [react()],
    build: { sourcemap: true, modulePreload: { polyfill: false }, assetsInlineLimit: 0 },
  };
});
