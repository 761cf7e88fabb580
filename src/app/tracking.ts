import { parseTracking, stripTrackingParams } from '../../common/rules/tracking';
import { keepTracking } from '../db/stored-tracking';

/**
 * On arrival: keep the traffic source (only when a network is given), then take the tracking
 * parameters and cpc out of the address so they are not shared or bookmarked (docs/product/validation.md#tracking-parameters).
 */
export function captureTracking(): void {
  const query = Object.fromEntries(new URLSearchParams(window.location.search));
  const record = parseTracking(query);
  if (record) keepTracking(record, new Date());
  const search = stripTrackingParams(window.location.search);
  if (search !== window.location.search) {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
  }
}
