import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc's CPU times. */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) a process and every process under it (a cluster's workers) have used
 * so far, read from /proc; null where there is no /proc. On a shared machine a server's CPU per
 * request is steadier than its requests per second: it does not count the time it waited for a core.
 */
export function treeCpuSeconds(rootPid: number | undefined): number | null {
  if (rootPid === undefined) return null;
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return null;
  }
  const parentOf = new Map<number, number>();
  const ticksOf = new Map<number, number>();
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    let text: string;
    try {
      text = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // Fields after the command name (which may hold spaces): state, ppid, …, utime (14th), stime (15th).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    parentOf.set(Number(name), Number(fields[1]));
    ticksOf.set(Number(name), Number(fields[11]) + Number(fields[12]));
  }
  if (!ticksOf.has(rootPid)) return null;
  let ticks = 0;
  for (const [pid, own] of ticksOf) {
    let at: number | undefined = pid;
    while (at !== undefined && at !== rootPid && at > 1) at = parentOf.get(at);
    if (at === rootPid) ticks += own;
  }
  return ticks / TICKS_PER_SECOND;
}
