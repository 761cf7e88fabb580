import { atom } from 'jotai';
import { fetchDataExport, requestDataExport } from '../api/data-export';

/**
 * The member's data archive, for the account settings' section: the answers go back to the screen,
 * which holds them while it is shown (nothing of it outlives the page, so a logout leaves nothing).
 */
export const loadDataExportAtom = atom(null, (_get, _set, token: string | undefined) => fetchDataExport(token));
export const requestDataExportAtom = atom(null, () => requestDataExport());
