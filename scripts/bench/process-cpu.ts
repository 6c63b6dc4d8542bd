/**
 * CPU time used by processes, read from Linux's /proc. Timed rates move by up to a fifth between runs on a shared
 * machine; the CPU a server spends per answered request moves much less, and beside it the CPU its database spent
 * shows whether a run was slow because the machine was.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * User plus system CPU time of a process so far (all its threads), in milliseconds; with `reapedChildren`, also that
 * of its children that ended and were waited for.
 */
export function processCpuMs(pid: number, reapedChildren = false): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (in parentheses, and it may hold spaces); the process state is the first.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
  const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fields.slice(11, 15);
  return ((utime + stime + (reapedChildren ? cutime + cstime : 0)) * 1000) / TICKS_PER_SECOND;
}

/**
 * The CPU time of every PostgreSQL server process on this machine, in milliseconds: the server the benchmark's
 * database is on. A backend that ended is counted through the postmaster, which waited for it.
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += processCpuMs(Number(entry), true);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}
