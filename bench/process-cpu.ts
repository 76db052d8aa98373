import { readdirSync, readFileSync } from "node:fs";

/** Kernel clock ticks per second (`getconf CLK_TCK`), 100 on Linux for x86 and arm64. */
const ticksPerSecond = 100;

/**
 * CPU seconds (user + system) the processes `pids` have used so far, from `/proc/<pid>/stat`
 * (fields 14 and 15, proc(5)); a process that has exited counts 0. Linux only.
 */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // The command name (field 2) may hold spaces: the fields after it start past its ')'.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited
    }
  }
  return ticks / ticksPerSecond;
}

/** The pids of every running process whose command name is `name` (e.g. `postgres`, `haproxy`). */
export function pidsNamed(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === name) pids.push(Number(entry));
    } catch {
      // exited
    }
  }
  return pids;
}
