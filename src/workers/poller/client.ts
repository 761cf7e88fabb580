import * as Comlink from 'comlink';
import type { User } from '../../../common/api/user';
import type { Poller } from './poller';

/** The page's side of the poller: starts the worker and hands it a callback for the user. */
export function startPoller(onUser: (user: User | null) => void): Comlink.Remote<Poller> {
  const worker = new Worker(new URL('./poller.worker.ts', import.meta.url), { type: 'module', name: 'poller' });
  const poller = Comlink.wrap<Poller>(worker);
  void poller.start(Comlink.proxy(onUser));
  return poller;
}
