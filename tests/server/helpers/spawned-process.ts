import { spawn } from 'node:child_process';

/** A command a test runs as its own process, as a developer runs it, and reads as it prints. */
export interface Spawned {
  /** The process id (benches read its CPU and memory from /proc). */
  pid: number;
  /** Everything printed so far on stdout and stderr. */
  output: () => string;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  /** Resolves with the first match of `pattern` in the output; fails with the output if the process ends first. */
  printed: (pattern: RegExp) => Promise<RegExpMatchArray>;
  stop: () => Promise<void>;
}

export function spawnProcess(command: string, args: string[], options: { env: Record<string, string>; cwd?: string }): Spawned {
  // Plain text to read: NO_COLOR keeps the tools' colour codes out.
  const env = { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...options.env };
  const child = spawn(command, args, { env, cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const waiting: (() => void)[] = [];
  const read = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const check of [...waiting]) check();
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    pid: child.pid!,
    output: () => output,
    exited,
    printed: (pattern) => new Promise((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (!match) return;
        waiting.splice(waiting.indexOf(check), 1);
        resolve(match);
      };
      waiting.push(check);
      check();
      void exited.then((code) => reject(new Error(`ended (${code}) before printing ${pattern}:\n${output}`)));
    }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
