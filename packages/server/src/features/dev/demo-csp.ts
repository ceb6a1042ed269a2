import { createHash } from 'node:crypto';
import { GOOGLE_ONE_TAP_SCRIPT_URL } from '../../config/oauth-settings.ts';
import type { ProjectConfig } from '../../config/project-settings.ts';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy of one demo page: scripts from this origin and the page's own inline
 * scripts (by hash), plus Google One Tap's origin, which loads a script, its stylesheet and frames
 * and calls home (Google's, and any `oauth.one_tap.script_url` a project points elsewhere, as the
 * tests' stand-in does). Inline styles are allowed: the widget's toasts and theme inject them.
 * @param html the page as served, whose inline scripts are hashed.
 * @param projects the configured projects, whose One Tap script origins are allowed.
 */
export function demoPageCsp(html: string, projects: readonly ProjectConfig[]): string {
  const oneTap = oneTapOrigins(projects).join(' ');
  const hashes = inlineScriptHashes(html).map((hash) => `'sha256-${hash}'`);
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...hashes, oneTap].join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${oneTap}`,
    `connect-src 'self' ${oneTap}`,
    `frame-src ${oneTap}`,
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function oneTapOrigins(projects: readonly ProjectConfig[]): string[] {
  const urls = [GOOGLE_ONE_TAP_SCRIPT_URL, ...projects.flatMap((p) => p.oauth?.one_tap?.script_url ?? [])];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !content) continue;
    hashes.push(createHash('sha256').update(content, 'utf8').digest('base64'));
  }
  return hashes;
}
