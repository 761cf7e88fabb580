import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE_POLICY, LIVE_CLOSE_REPLACED, LIVE_CLOSE_SESSION_ENDED } from '../../../common/api/live';
import { reconnectAfterClose } from '../../../common/rules/live-close';

describe('reconnectAfterClose', () => {
  it('waits for a login after the session ended', () => {
    expect(reconnectAfterClose(LIVE_CLOSE_SESSION_ENDED)).toBe('after-login');
  });

  it('does not fight a newer socket for its place, nor return to a flood: it waits until the page is shown', () => {
    expect(reconnectAfterClose(LIVE_CLOSE_REPLACED)).toBe('when-visible');
    expect(reconnectAfterClose(LIVE_CLOSE_POLICY)).toBe('when-visible');
  });

  // Lost connection, server going away or restarting, an internal error.
  it.each([1006, 1001, 1012, 1011, 1000])('reconnects with a growing delay after %i', (code) => {
    expect(reconnectAfterClose(code)).toBe('backoff');
  });
});
