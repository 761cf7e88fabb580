import * as Comlink from 'comlink';
import type { Poller } from './poller';
import { createPollSchedule, type PollSchedule, type ScheduleDeps } from './schedule';

/** The page's side of the poller: starts the worker and polls it on schedule, handing the member on. */
export function startPoller(onUser: ScheduleDeps['onUser']): PollSchedule {
  const worker = new Worker(new URL('./poller.worker.ts', import.meta.url), { type: 'module', name: 'poller' });
  const poller = Comlink.wrap<Poller>(worker);
  const schedule = createPollSchedule({ poll: () => poller.poll(), onUser });
  schedule.start();
  return schedule;
}
