import { atom } from 'jotai';
import type { RegionsResponse } from '../../common/api/catalog';
import { fetchCompanyInfo, fetchRegions } from '../api/catalog';

/** The regions of every country (fetched once, docs/product/calls.md#regions), asked for whenever a screen shows them. */
export const regionsAtom = atom<Partial<RegionsResponse['regions']>>({});
// A failed fetch (offline) is not kept: the next screen that shows the regions asks again.
regionsAtom.onMount = (set) => {
  fetchRegions().then(set, () => {});
};

/** The company's details for the terms and customer service pages; offline and not cached yet, none. */
export const loadCompanyInfoAtom = atom(null, () => fetchCompanyInfo().catch(() => null));
