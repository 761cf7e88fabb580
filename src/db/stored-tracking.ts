import type { TrackingRecord } from '../../common/rules/tracking';

/**
 * How the visitor arrived (docs/product/validation.md#tracking-parameters), kept in localStorage rather than idb-keyval: the search reads
 * its network while drawing its first page (a visitor from a network may be shown other members), so
 * it must be at hand without a wait. It belongs to the device and outlasts a logout.
 */
const TRACKING_KEY = 'amora.tracking';

export function keepTracking(record: TrackingRecord, arrivedAt: Date): void {
  localStorage.setItem(TRACKING_KEY, JSON.stringify({ ...record, arrivedAt: arrivedAt.toISOString() }));
}

export function storedTracking(): TrackingRecord | null {
  try {
    const stored = JSON.parse(localStorage.getItem(TRACKING_KEY) ?? 'null') as TrackingRecord | null;
    if (typeof stored?.network !== 'string') return null;
    const { network, ref, sub1, sub2, sub3 } = stored;
    return { network, ref, sub1, sub2, sub3 };
  } catch {
    return null;
  }
}
