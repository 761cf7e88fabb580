/**
 * A rolling restart (docs/deploy.md, Health checks and restarts): the processes one at a time, so
 * that the load balancer always has one to send to. A process is stopped only once every other one
 * is ready (`/readyz` 200) and has been back for `settleMs`. Ready is not enough: a load balancer
 * that saw a process refuse connections while it restarted sends it nothing for a while after
 * (nginx: `fail_timeout`), and the next process stopped meanwhile left nginx none (issue 50: chat
 * sends answered 503, "no live upstreams"); and a process just started is slow for its first
 * seconds, too slow to take all the load at once.
 */

/**
 * What a load balancer reasonably configured takes to send to a restarted process again: nginx with
 * its defaults (max_fails=1, fail_timeout=10s, counted on a clock of whole seconds) 11 s, one
 * checking `/readyz` every 2 s until it answers twice (HAProxy's `rise 2`) 4–6 s. docs/nginx.conf's
 * sends to it at once, and the wait is the process's warm-up on its share of the load: stopping the
 * next one at once, at 100 sends/s, had 17–84 sends find its 32 places in nginx taken
 * (docs/performance.md, Rolling restart).
 */
export const SETTLE_S = 11;
/** A process not ready by then did not start: the restart stops there, the others untouched. */
export const READY_WITHIN_S = 60;
const POLL_MS = 250;
/** `/readyz` asks the database and Redis for a second each. */
const READYZ_TIMEOUT_MS = 3_000;

export interface RestartTarget {
  /** The process's own address, not the load balancer's (http://127.0.0.1:8081). */
  origin: string;
  /** Stops the process (SIGTERM: it finishes what is in flight) and starts it again. */
  restart: () => Promise<void>;
}

export interface RollingOptions {
  settleMs?: number;
  readyWithinMs?: number;
  log?: (line: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ready(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(READYZ_TIMEOUT_MS) })).ok;
  } catch {
    return false;
  }
}

export async function rollingRestart(targets: RestartTarget[], options: RollingOptions = {}): Promise<void> {
  const { settleMs = SETTLE_S * 1000, readyWithinMs = READY_WITHIN_S * 1000, log = () => {} } = options;
  for (const target of targets) {
    for (const other of targets) {
      if (other !== target && !(await ready(other.origin))) {
        throw new Error(`${other.origin} is not ready: ${target.origin} was left running, so that the load balancer keeps a process`);
      }
    }
    log(`${target.origin}: restarting`);
    const started = performance.now();
    await target.restart();
    while (!(await ready(target.origin))) {
      if (performance.now() - started > readyWithinMs) {
        throw new Error(`${target.origin} was not ready within ${readyWithinMs / 1000} s: the processes after it were left as they were`);
      }
      await sleep(POLL_MS);
    }
    // After the last one too: when the script is done, the load balancer has every process again.
    log(`${target.origin}: ready; ${settleMs / 1000} s for the load balancer to send to it again`);
    await sleep(settleMs);
  }
}
