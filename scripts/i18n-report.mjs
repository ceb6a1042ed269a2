// `npm run i18n:report`: the keys each locale still lacks (written in English meanwhile) and the
// keys English no longer has, for each translation catalogue. It reports; it does not fail.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueReport, formatReport } from './lib/i18n-report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CATALOGUES = { server: 'packages/server/src/i18n/messages' };

for (const [name, folder] of Object.entries(CATALOGUES)) {
  console.log(formatReport(name, catalogueReport(join(root, folder))));
}
