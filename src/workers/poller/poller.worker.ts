import * as Comlink from 'comlink';
import { fetchChats, fetchConversation } from '../../api/chat';
import { fetchLikes } from '../../api/likes';
import { fetchUser } from '../../api/user';
import { db } from '../../db/database';
import { showAppBadge } from '../app-badge';
import { createPoller, type Presence } from './poller';

/** Runs in a dedicated worker: polling and the live channel never compete with the page's main thread. */

const liveUrl = new URL('/api/live.php', self.location.origin).href.replace(/^http/, 'ws');
const liveAddress = ({ app, hidden }: Presence) => `${liveUrl}?${new URLSearchParams({ ...(app ? { app } : {}), hidden: hidden ? '1' : '0' })}`;

const poller = createPoller({
  database: db, fetchUser: () => fetchUser(), fetchChats, fetchLikes, fetchConversation, setBadge: showAppBadge, openSocket: (presence) => new WebSocket(liveAddress(presence)),
});

Comlink.expose(poller);
