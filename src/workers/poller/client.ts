import * as Comlink from 'comlink';
import type { Poller } from './poller';
import { createPollSchedule, type PollSchedule, type ScheduleDeps } from './schedule';

/** The page's side of the poller: starts the worker and polls it on schedule, handing the member on. */

let running: { schedule: PollSchedule; poller: Comlink.Remote<Poller> } | null = null;

export function startPoller(onUser: ScheduleDeps['onUser']): PollSchedule {
  const worker = new Worker(new URL('./poller.worker.ts', import.meta.url), { type: 'module', name: 'poller' });
  const poller = Comlink.wrap<Poller>(worker);
  const schedule = createPollSchedule({ poll: () => poller.poll(), onUser });
  schedule.start();
  running = { schedule, poller };
  return schedule;
}

/** Who is logged in: the worker holds the live channel for them; new credits bring a poll at once. `app` names this page. */
export function setLiveMember(memberId: number | null, app: string): void {
  if (!running) return;
  const { schedule, poller } = running;
  void poller.setMember(memberId, Comlink.proxy(() => void schedule.pollNow()), app);
}

/** The page went out of view or came back (the live channel tells the server). */
export function setPageHidden(hidden: boolean): void {
  void running?.poller.setHidden(hidden);
}

/** Polls every 300 s instead of 60 while push is subscribed (docs/product/states.md#polling): pushes bring the news sooner. */
export function setPollingForPush(subscribed: boolean): void {
  running?.schedule.setPushSubscribed(subscribed);
}

/** Tells the partner the member is writing; nothing when the poller has not started yet. */
export function sendTyping(conversation: number): void {
  void running?.poller.typing(conversation);
}
