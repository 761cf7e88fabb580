/** Tracking query parameters of docs/product/validation.md#tracking-parameters: parsed on arrival, stored only with a network, then stripped. */

export interface TrackingRecord {
  network: string;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
}

type Query = Record<string, unknown>;

const ALIASES = {
  network: ['network'],
  ref: ['ref'],
  sub1: ['sub', 'sub1', 'aff_sub', 'aff_sub1'],
  sub2: ['sub2', 'aff_sub2'],
  sub3: ['sub3', 'aff_sub3'],
} as const;

/** Every parameter removed from the address after arrival: the tracking ones and cpc. */
export const STRIPPED_PARAMS: readonly string[] = [...Object.values(ALIASES).flat(), 'cpc'];

/** The longest tracking value kept; the server cuts an advertiser's longer one (common/api/account.ts), never a reason to refuse a signup. */
export const TRACKING_VALUE_MAX = 200;

/** The value cut to TRACKING_VALUE_MAX, without leaving half of a character. */
export function cutTrackingValue(value: string): string {
  return value.length <= TRACKING_VALUE_MAX ? value : value.slice(0, TRACKING_VALUE_MAX).replace(/[\uD800-\uDBFF]$/, '');
}

/** Curly braces come from unfilled affiliate macros such as {clickid}; they are stripped. */
function clean(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const stripped = value.replace(/[{}]/g, '').trim();
  return stripped === '' ? null : stripped;
}

function first(query: Query, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = clean(query[key]);
    if (value !== null) return value;
  }
  return null;
}

export function parseTracking(query: Query): TrackingRecord | null {
  const network = first(query, ALIASES.network);
  if (network === null) return null;
  return {
    network,
    ref: first(query, ALIASES.ref),
    sub1: first(query, ALIASES.sub1),
    sub2: first(query, ALIASES.sub2),
    sub3: first(query, ALIASES.sub3),
  };
}

/** The query without tracking parameters and cpc; other parameters keep their order. */
export function stripTrackingParams(search: string): string {
  const params = new URLSearchParams(search);
  // Leave an address without tracking untouched, rather than re-encode it.
  if (!STRIPPED_PARAMS.some((key) => params.has(key))) return search;
  for (const key of STRIPPED_PARAMS) params.delete(key);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
