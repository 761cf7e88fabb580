import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE_POLICY, LIVE_CLOSE_REPLACED, LIVE_CLOSE_RESTART, LIVE_CLOSE_SESSION_ENDED, LIVE_CLOSE_TRY_AGAIN } from '../../../common/api/live';
import { reconnectAfterClose } from '../../../common/rules/live-close';

describe('reconnectAfterClose', () => {
  it('waits for a login after the session ended', () => {
    expect(reconnectAfterClose(LIVE_CLOSE_SESSION_ENDED)).toBe('after-login');
  });

  it('does not fight a newer socket for its place, nor return to a flood: it waits until the page is shown', () => {
    expect(reconnectAfterClose(LIVE_CLOSE_REPLACED)).toBe('when-visible');
    expect(reconnectAfterClose(LIVE_CLOSE_POLICY)).toBe('when-visible');
  });

  it('comes back at once when its server process restarts: another process takes it', () => {
    expect(reconnectAfterClose(LIVE_CLOSE_RESTART)).toBe('at-once');
  });

  // Lost connection, events that cannot be delivered for now, server going away, an internal error.
  it.each([1006, LIVE_CLOSE_TRY_AGAIN, 1001, 1011, 1000])('reconnects with a growing delay after %i', (code) => {
    expect(reconnectAfterClose(code)).toBe('backoff');
  });
});
