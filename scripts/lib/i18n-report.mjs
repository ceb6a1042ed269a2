// What translators have left to do: for each locale file of a catalogue folder (<locale>.json, ICU
// MessageFormat; English's "@key" entries are notes), the English keys it lacks (written in English
// until translated) and the keys English no longer has (stale, to remove).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const messageKeys = (path) => Object.keys(JSON.parse(readFileSync(path, 'utf8'))).filter((key) => !key.startsWith('@'));

const WIDGET = 'packages/react/src/strings/messages';

/**
 * Every catalogue folder by the name the report gives it: the sentences both say (@foyer/protocol),
 * the server's, then the widget's, one folder per chunk (Main's and each product's, as loaded).
 */
export function catalogueFolders(root) {
  const chunks = readdirSync(join(root, WIDGET))
    .filter((name) => !name.endsWith('.json'))
    .sort();
  return {
    shared: 'packages/protocol/src/messages',
    server: 'packages/server/src/i18n/messages',
    ...Object.fromEntries(chunks.map((chunk) => [`widget ${chunk}`, `${WIDGET}/${chunk}`])),
  };
}

/** `{ [locale]: { missing, stale } }` for every locale file beside `en.json` in `folder`. */
export function catalogueReport(folder) {
  const english = messageKeys(join(folder, 'en.json'));
  const report = {};
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json') && name !== 'en.json')
    .sort()) {
    const keys = messageKeys(join(folder, file));
    const own = new Set(keys);
    report[file.slice(0, -'.json'.length)] = {
      missing: english.filter((key) => !own.has(key)),
      stale: keys.filter((key) => !english.includes(key)),
    };
  }
  return report;
}

/** The report as lines a person reads: one per locale, then each key to translate or remove. */
export function formatReport(name, report) {
  const lines = [];
  for (const [locale, { missing, stale }] of Object.entries(report)) {
    if (missing.length === 0 && stale.length === 0) continue;
    lines.push(`${name} ${locale}: ${missing.length} to translate, ${stale.length} to remove`);
    for (const key of missing) lines.push(`  + ${key}`);
    for (const key of stale) lines.push(`  - ${key}`);
  }
  return lines.length > 0 ? lines.join('\n') : `${name}: every locale has every English key`;
}
