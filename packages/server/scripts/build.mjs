// `npm run build`: the server compiled to dist/ (ESM, .d.ts, source maps) with the files it loads
// at run time that are not TypeScript. dist/ is emptied first, so a deleted module cannot linger
// in a published tarball.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, '../../node_modules/typescript/bin/tsc');

rmSync(join(root, 'dist'), { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
// Every pool thread starts from this plain-JavaScript file (workers/cpu-pool.ts).
cpSync(join(root, 'src/workers/worker-entry.mjs'), join(root, 'dist/workers/worker-entry.mjs'));
// The translation catalogue is data, read at start (i18n/catalogue.ts): every locale's file.
cpSync(join(root, 'src/i18n/messages'), join(root, 'dist/i18n/messages'), { recursive: true });
// The standalone widget bundle, served at /widget/* (features/widget/routes.ts): the installed
// server serves the widget of its own version without @foyer/react installed. Built first if missing.
const standalone = join(root, '../react/dist/standalone');
if (!existsSync(join(standalone, 'foyer.js'))) {
  execFileSync('npm', ['run', 'build', '-w', '@foyer/react'], { cwd: join(root, '../..'), stdio: 'inherit' });
}
cpSync(standalone, join(root, 'dist/widget'), { recursive: true });
// The operator console, served at /console (features/admin/console-folder.ts): built from the
// @foyer/console workspace (a private package: the server's tarball carries its build, not it),
// always afresh (a few seconds), so a tarball never carries an older console than its server.
const consoleDist = join(root, '../console/dist');
execFileSync('npm', ['run', 'build', '-w', '@foyer/console'], { cwd: join(root, '../..'), stdio: 'inherit' });
cpSync(consoleDist, join(root, 'dist/console'), { recursive: true, filter: (path) => !path.endsWith('.map') });
