import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE_REPLACED, LIVE_CLOSE_RESTART, LIVE_CLOSE_SESSION_ENDED, LIVE_CLOSE_TRY_AGAIN } from '../../../common/api/live';
import { createLiveSocket, type LiveSocket, type SocketLike } from '../../../src/workers/poller/live-socket';

/** What the live socket does once the server closed it (common/rules/live-close.ts). */

/** The server's end of each socket opened. */
class FakeSocket implements SocketLike {
  readyState: SocketLike['readyState'] = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  send() {}
  close() {}
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.call(this as unknown as WebSocket, { code } as CloseEvent);
  }
}

let sockets: FakeSocket[];
let live: LiveSocket;
const LONG_MS = 30 * 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  live = createLiveSocket({
    open: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    onEvent: async () => {},
    onOpen: async () => {},
  });
  live.setWanted(true);
});
afterEach(() => {
  live.setWanted(false);
  vi.useRealTimers();
});

describe('the live socket, closed by the server', () => {
  it('gives way to a newer socket of the member: it reconnects only when its page is shown again', async () => {
    sockets[0]!.drop(LIVE_CLOSE_REPLACED);
    live.loggedIn();
    await vi.advanceTimersByTimeAsync(LONG_MS);
    expect(sockets).toHaveLength(1);
    live.pageShown();
    live.pageShown();
    expect(sockets).toHaveLength(2);
  });

  it('after its session ended, reconnects only when a poll finds a member logged in', async () => {
    sockets[0]!.drop(LIVE_CLOSE_SESSION_ENDED);
    live.pageShown();
    await vi.advanceTimersByTimeAsync(LONG_MS);
    expect(sockets).toHaveLength(1);
    live.loggedIn();
    expect(sockets).toHaveLength(2);
  });

  it('forgets what it waited for when the member logs out, and opens at the next login', async () => {
    sockets[0]!.drop(LIVE_CLOSE_REPLACED);
    live.setWanted(false);
    live.pageShown();
    expect(sockets).toHaveLength(1);
    live.setWanted(true);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects within a second when its server process restarts, however often that happens', async () => {
    for (let restart = 1; restart <= 3; restart += 1) {
      sockets.at(-1)!.drop(LIVE_CLOSE_RESTART);
      await vi.advanceTimersByTimeAsync(999);
      expect(sockets).toHaveLength(restart + 1);
    }
  });

  it('waits a growing while when events cannot be delivered for now, polling meanwhile', async () => {
    sockets[0]!.drop(LIVE_CLOSE_TRY_AGAIN);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop(LIVE_CLOSE_TRY_AGAIN);
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1001);
    expect(sockets).toHaveLength(3);
  });
});
