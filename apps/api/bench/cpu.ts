// CPU time of a process (or of every postgres process) read from /proc on Linux, for the benches.
import { readdirSync, readFileSync } from 'node:fs';

/** /proc counts CPU time in clock ticks: 100 per second on Linux (getconf CLK_TCK). */
export const MS_PER_TICK = 10;

/** User + system clock ticks used so far by one process, or by all processes named postgres; undefined without /proc. */
export function cpuTicks(who: number | 'postgres'): number | undefined {
  let pids = [String(who)];
  if (who === 'postgres') {
    try {
      pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
    } catch {
      return undefined;
    }
  }
  let ticks: number | undefined;
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // The process has exited, or there is no /proc.
    }
    // The name (comm) may hold spaces or parentheses, so it ends at the last ')'; utime and stime are fields 14 and 15.
    const end = stat.lastIndexOf(')');
    if (who === 'postgres' && stat.slice(stat.indexOf('(') + 1, end) !== 'postgres') continue;
    const fields = stat.slice(end + 2).split(' '); // fields[0] is field 3
    ticks = (ticks ?? 0) + Number(fields[11]) + Number(fields[12]);
  }
  return ticks;
}
