import * as Comlink from 'comlink';
import { fetchLikes } from '../../api/likes';
import { fetchUser } from '../../api/user';
import { db } from '../../db/database';
import { createPoller } from './poller';

/** Runs in a dedicated worker: polling never competes with the page's main thread. */

async function setBadge(count: number): Promise<void> {
  const nav = self.navigator as Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  if (!nav.setAppBadge) return;
  await (count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge?.());
}

const poller = createPoller({ database: db, fetchUser: () => fetchUser(), fetchLikes, setBadge });

Comlink.expose(poller);
