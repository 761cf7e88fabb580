/** The throttles of one live socket (their figures are in live-limits.ts). */

/** A token bucket: `burst` at once, then `perSecond`. Each call takes a token and says whether there was one. */
export function rateBudget({ burst, perSecond }: { burst: number; perSecond: number }, now = Date.now): () => boolean {
  let tokens = burst;
  let at = now();
  return () => {
    const time = now();
    tokens = Math.min(burst, tokens + ((time - at) / 1000) * perSecond);
    at = time;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * Runs `run` at once, then at most once per `everyMs`: requests in between are served by one later
 * run, which reads the state of its own moment, so the last state is never lost. `cancel` drops a
 * run still waiting.
 */
export function atMostEvery(everyMs: number, run: () => void) {
  let last = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  const now = () => {
    timer = undefined;
    last = Date.now();
    run();
  };
  return {
    request(): void {
      if (timer) return;
      const wait = last + everyMs - Date.now();
      if (wait <= 0) return now();
      timer = setTimeout(now, wait);
      timer.unref();
    },
    cancel(): void {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
