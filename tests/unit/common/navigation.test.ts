import { describe, expect, it } from 'vitest';
import { backButtonVisible, shouldReloadForChunkError } from '../../../common/rules/navigation';
import type { RouteName } from '../../../common/routes';

describe('backButtonVisible', () => {
  // docs/product/screens.md#back-button: standalone, history longer than 1, and one of these routes.
  it.each<RouteName>(['members-id', 'likes-type', 'likes-m-id', 'credits', 'credits-id-paymentmethod'])(
    'shows on %s',
    (routeName) => {
      expect(backButtonVisible({ standalone: true, historyLength: 2, routeName })).toBe(true);
    },
  );

  it.each<RouteName>(['members', 'chats-id', 'likes', 'index', 'credits-repeat-order'])('hides on %s', (routeName) => {
    expect(backButtonVisible({ standalone: true, historyLength: 2, routeName })).toBe(false);
  });

  it('hides with a history of 1', () => {
    expect(backButtonVisible({ standalone: true, historyLength: 1, routeName: 'members-id' })).toBe(false);
  });

  it('hides outside the installed app', () => {
    expect(backButtonVisible({ standalone: false, historyLength: 5, routeName: 'members-id' })).toBe(false);
  });

  it('hides without a route', () => {
    expect(backButtonVisible({ standalone: true, historyLength: 5, routeName: null })).toBe(false);
  });
});

describe('shouldReloadForChunkError', () => {
  const last = 1_700_000_000_000;

  it('reloads when it never reloaded before', () => {
    expect(shouldReloadForChunkError(null, last)).toBe(true);
  });

  // docs/product/limits.md#timings: chunk-reload guard 60 s.
  it('does not reload within 60 s', () => {
    expect(shouldReloadForChunkError(last, last + 59_999)).toBe(false);
  });

  it('reloads at 60 s', () => {
    expect(shouldReloadForChunkError(last, last + 60_000)).toBe(true);
  });

  it('never reloads offline: the chunk could not come, and a reload would end in an error page', () => {
    expect(shouldReloadForChunkError(null, last, true)).toBe(false);
  });
});
