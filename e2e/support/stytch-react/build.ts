import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * app.tsx with React and @stytch/react as one script for a page (a production build, as a host ships
 * it): esbuild, already in the repository's tools, rather than a Vite project (~1 s, nothing on disk).
 */
export async function buildStytchReactPage(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./app.tsx', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}
