import { FIRST_POLL_DELAY_MS, POLL_INTERVAL_MS, POLL_INTERVAL_PUSH_MS } from '../../../common/constants';
import type { User } from '../../../common/api/user';

/**
 * When the poller polls (docs/product/states.md#polling): first 5 s after load, then every 60 s, or every 300 s while push
 * is subscribed (push tells sooner). It runs in the page and only fires the worker's poll: the work
 * stays off the main thread, and the page's clock (which tests can move) decides the timing.
 */
export interface ScheduleDeps {
  poll: () => Promise<User | null>;
  /** The member a poll found, and when (on the page's clock) it was asked for: see receiveUserAtom. */
  onUser: (user: User | null, askedAt: number) => void;
}

export function createPollSchedule({ poll, onUser }: ScheduleDeps) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pushSubscribed = false;

  const schedule = (delay: number) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => void pollNow(), delay);
  };

  async function pollNow(): Promise<void> {
    try {
      const askedAt = Date.now();
      onUser(await poll(), askedAt);
    } catch {
      // Offline or a server hiccup: keep what we have and try again at the next interval.
    } finally {
      schedule(pushSubscribed ? POLL_INTERVAL_PUSH_MS : POLL_INTERVAL_MS);
    }
  }

  return {
    start(): void {
      schedule(FIRST_POLL_DELAY_MS);
    },
    setPushSubscribed(subscribed: boolean): void {
      pushSubscribed = subscribed;
    },
    pollNow,
    stop(): void {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

export type PollSchedule = ReturnType<typeof createPollSchedule>;
