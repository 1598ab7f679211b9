// CPU time of the machine's processes, read from /proc (Linux): what `npm run bench:row` splits a
// request's cost into. Clock ticks are 1/100 s on Linux (USER_HZ).
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10;

/** user + system ms of every process whose name (comm) or command line `matches`. */
export function processCpuMs(matches: (comm: string, cmdline: string) => boolean): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!matches(comm, readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while we read it.
    }
  }
  return ticks * TICK_MS;
}

/** [idle, total] jiffies of all CPUs since boot (/proc/stat). */
export function cpuIdleTotal(): [number, number] {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return [f[3]! + f[4]!, f.reduce((a, b) => a + b, 0)];
}
