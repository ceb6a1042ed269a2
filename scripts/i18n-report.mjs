// `npm run i18n:report`: the keys each locale still lacks (written in English meanwhile) and the
// keys English no longer has, for each translation catalogue. It reports; it does not fail.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueFolders, catalogueReport, formatReport } from './lib/i18n-report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

for (const [name, folder] of Object.entries(catalogueFolders(root))) {
  console.log(formatReport(name, catalogueReport(join(root, folder))));
}
