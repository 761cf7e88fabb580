import type { DataExportResponse } from '../../common/api/data-export';
import { request } from './client';

/** The member's data archive: its state (with the mailed link's token, whether it opens it) and a request for one. */

export const fetchDataExport = async (token: string | undefined) =>
  (await request<DataExportResponse>('data-export.php', { query: { token } })).data_export;
export const requestDataExport = async () => (await request<DataExportResponse>('data-export.php', { method: 'POST', body: {} })).data_export;
