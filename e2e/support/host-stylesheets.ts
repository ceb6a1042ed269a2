import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url));

/**
 * Common host stylesheets, read from their npm packages (devDependencies of e2e): create-vite's
 * React template (`h1, h2 { color: var(--text-h) }`, the issue-28 leak), Tailwind's preflight,
 * Bootstrap and Pico.
 */
export const HOST_STYLESHEETS = {
  'create-vite': 'create-vite/template-react/src/index.css',
  'Tailwind preflight': 'tailwindcss/preflight.css',
  Bootstrap: 'bootstrap/dist/css/bootstrap.css',
  Pico: '@picocss/pico/css/pico.css',
} as const;

export function hostStylesheet(name: keyof typeof HOST_STYLESHEETS): string {
  return readFileSync(`${modules}${HOST_STYLESHEETS[name]}`, 'utf8');
}
