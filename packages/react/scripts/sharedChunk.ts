import type { Plugin } from 'vite';

/**
 * One chunk for the code every login page runs, instead of the dozen small chunks the bundler
 * would cut it into (each a request and a separate gzip stream: about 1.5 KB gzip more for a
 * magic-link page). It holds the widgets' entry and its static imports, and the shared primitives that the
 * default product's screens import (email magic links, docs/behaviour.md#constants: Button, TextField, the email
 * check). Every product's own screens stay in their lazy chunks, and so does what only other
 * products import (libphonenumber's metadata, the passcode boxes, the strength meter).
 *
 * The entry keeps its exact export list (a re-export of this chunk), so a page that loads it
 * with a cache-busting query string still shares one copy of the code with the product chunks.
 */
export function sharedChunk({ entry, defaultProduct }: { entry: string; defaultProduct: string }) {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'foyer-shared-chunk',
    buildEnd() {
      members.clear();
      const visit = (id: string, keep: (id: string) => boolean, seen = new Set<string>()) => {
        if (seen.has(id)) return;
        seen.add(id);
        if (keep(id)) members.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported, keep, seen);
      };
      visit(entry, () => true);
      visit(defaultProduct, (member) => !member.includes('/src/screens/'));
    },
  };
  return { plugin, group: { name: 'shared', test: (id: string) => members.has(id) } };
}
