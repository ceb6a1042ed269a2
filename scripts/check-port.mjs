#!/usr/bin/env node
// `npm start` runs this before its build: a busy port fails at once, in one sentence, rather than as
// Node's EADDRINUSE stack after the build. The check is the server's own (cli/port-check.ts).
import { portProblem } from '../packages/server/src/cli/port-check.ts';

const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const problem = Number.isInteger(port) ? await portProblem(port, process.env.HOST ?? '127.0.0.1') : null;
if (problem) {
  console.error(`npm start: ${problem}`);
  process.exit(1);
}
