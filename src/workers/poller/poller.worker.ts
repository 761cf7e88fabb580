import * as Comlink from 'comlink';
import { fetchLikes } from '../../api/likes';
import { fetchUser } from '../../api/user';
import { db } from '../../db/database';
import { showAppBadge } from '../app-badge';
import { createPoller } from './poller';

/** Runs in a dedicated worker: polling never competes with the page's main thread. */

const poller = createPoller({ database: db, fetchUser: () => fetchUser(), fetchLikes, setBadge: showAppBadge });

Comlink.expose(poller);
