import { parseTracking, stripTrackingParams } from '../../common/rules/tracking';
import { KEYVAL_KEYS } from '../db/keyval-store';

/**
 * On arrival: keep the traffic source (only when a network is given), then take the tracking
 * parameters and cpc out of the address so they are not shared or bookmarked (spec §5).
 */
export async function captureTracking(): Promise<void> {
  const query = Object.fromEntries(new URLSearchParams(window.location.search));
  const record = parseTracking(query);
  if (record) {
    const { set } = await import('idb-keyval');
    await set(KEYVAL_KEYS.tracking, { ...record, arrivedAt: new Date().toISOString() });
  }
  const search = stripTrackingParams(window.location.search);
  if (search !== window.location.search) {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
  }
}
