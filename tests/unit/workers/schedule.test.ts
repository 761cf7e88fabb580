import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_POLL_DELAY_MS, POLL_INTERVAL_MS, POLL_INTERVAL_PUSH_MS } from '../../../common/constants';
import type { User } from '../../../common/api/user';
import { createPollSchedule, type PollSchedule } from '../../../src/workers/poller/schedule';

/** When the page asks the poller worker to poll (docs/product/states.md#polling). */

let schedule: PollSchedule;
const member = { email: 'eva@example.test' } as User;
const poll = vi.fn(async (): Promise<User | null> => member);
const onUser = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  poll.mockReset().mockResolvedValue(member);
  onUser.mockReset();
  schedule = createPollSchedule({ poll, onUser });
});
afterEach(() => {
  schedule.stop();
  vi.useRealTimers();
});

describe('the poll schedule', () => {
  it('polls first after 5 s, then every 60 s, handing on the member and when it was asked for', async () => {
    schedule.start();
    await vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS - 1);
    expect(poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(onUser).toHaveBeenCalledWith(member, Date.now());
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('polls every 300 s while push is subscribed', async () => {
    schedule.setPushSubscribed(true);
    schedule.start();
    await vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_PUSH_MS - 1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('keeps polling after a failed poll, and hands on only what came', async () => {
    poll.mockRejectedValueOnce(new Error('offline'));
    schedule.start();
    await vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS);
    expect(onUser).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(onUser).toHaveBeenCalledTimes(1);
  });

  it('polls at once when asked, and counts the next interval from then', async () => {
    schedule.start();
    await schedule.pollNow();
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('tells when it asked for the member, not when the answer came', async () => {
    const asked = Date.now() + FIRST_POLL_DELAY_MS;
    poll.mockImplementation(async () => {
      vi.setSystemTime(Date.now() + 300);
      return null;
    });
    schedule.start();
    await vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS);
    expect(onUser).toHaveBeenCalledWith(null, asked);
  });
});
