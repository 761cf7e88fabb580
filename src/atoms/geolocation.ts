import { atom } from 'jotai';
import type { Geocode } from '../../common/api/members';
import { GEOLOCATION_CACHE_MS } from '../../common/constants';
import { geocode } from '../api/members';

/** docs/product/data.md#geolocation-state: the permission, and the geocode result (false after a failure). */
export type GeoPermission = 'unsupported' | 'unknown' | PermissionState;

export interface GeolocationState {
  permission: GeoPermission;
  geocode: Geocode | false | null;
  busy: boolean;
}

export const geolocationAtom = atom<GeolocationState>({ permission: 'unknown', geocode: null, busy: false });

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { maximumAge: GEOLOCATION_CACHE_MS, timeout: 20_000 }),
  );
}

async function permissionState(): Promise<GeoPermission> {
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'unknown';
  }
}

/** Asks the browser where the device is (a position up to an hour old will do) and turns it into a town. */
export const locateAtom = atom(null, async (_get, set): Promise<Geocode | false> => {
  if (!('geolocation' in navigator)) {
    set(geolocationAtom, { permission: 'unsupported', geocode: false, busy: false });
    return false;
  }
  set(geolocationAtom, (state) => ({ ...state, busy: true }));
  let result: Geocode | false;
  try {
    const { coords } = await currentPosition();
    result = await geocode(coords.latitude, coords.longitude);
  } catch {
    result = false;
  }
  set(geolocationAtom, { permission: await permissionState(), geocode: result, busy: false });
  return result;
});
