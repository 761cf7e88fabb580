import fs from 'node:fs';

/**
 * What Linux says of a process in /proc: its CPU time and resident memory. The benches that run the
 * server as processes of its own (and PostgreSQL, which always is) read their share from here.
 * Both give 0 where there is no /proc, or once the process has ended.
 */

const MS_PER_TICK = 10; // USER_HZ is 100 on Linux

function read(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** User and system CPU time of one process so far (ms), from the text of its /proc/PID/stat. */
function cpuMsOfStat(stat: string): number {
  // After the command name: the state (the line's 3rd field) first, so utime and stime (14th, 15th) at 11 and 12.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

export function cpuMsOf(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  return stat === null ? 0 : cpuMsOfStat(stat);
}

/** CPU time so far of every process with this command name (ms): PostgreSQL's server is many. */
export function cpuMsOfCommand(command: string): number {
  let pids: string[];
  try {
    pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  let ms = 0;
  for (const pid of pids) {
    const stat = read(`/proc/${pid}/stat`);
    if (stat?.includes(`(${command})`)) ms += cpuMsOfStat(stat);
  }
  return ms;
}

/** Resident memory of a process now (bytes). */
export function rssBytesOf(pid: number): number {
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(read(`/proc/${pid}/status`) ?? '')?.[1];
  return kilobytes === undefined ? 0 : Number(kilobytes) * 1024;
}
