import * as Comlink from 'comlink';
import type { Poller, UserListener } from './poller';

/** The page's side of the poller: starts the worker and hands it a callback for the user. */
export function startPoller(onUser: UserListener): Comlink.Remote<Poller> {
  const worker = new Worker(new URL('./poller.worker.ts', import.meta.url), { type: 'module', name: 'poller' });
  const poller = Comlink.wrap<Poller>(worker);
  void poller.start(Comlink.proxy(onUser));
  return poller;
}
