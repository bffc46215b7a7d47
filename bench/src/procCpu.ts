/**
 * Processes from /proc (Linux): a process's children (server.ts sums their memory), and CPU time
 * for the benchmarks that print CPU per request: a process, a process and its descendants, and the
 * PostgreSQL backends of one database.
 */
import { readdirSync, readFileSync } from 'node:fs';

export const TICKS_PER_MS = 100 / 1000; // USER_HZ

export function ticksOf(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime is the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

export function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

export const treeTicks = (pid: number): number => ticksOf(pid) + childrenOf(pid).reduce((s, c) => s + treeTicks(c), 0);

/** CPU ticks of the PostgreSQL backends connected to `database` (their title names it). */
export function backendTicks(database: string): number {
  let sum = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `)) sum += ticksOf(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}
