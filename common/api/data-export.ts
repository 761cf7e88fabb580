import { z } from 'zod/mini';

/** The member's data archive (docs/api.md, Data requests): shapes only. */

/** The mailed link's token: 256 bits in base64url, 43 characters. */
const exportTokenSchema = z.string().check(z.minLength(20), z.maxLength(100));

/** GET /api/data-export.php: the token of the mailed link, when the page was opened from it. */
export const dataExportQuerySchema = z.strictObject({ token: z.optional(exportTokenSchema) });

/** GET /api/data-export-file.php */
export const dataExportFileQuerySchema = z.strictObject({ token: exportTokenSchema });

export interface DataExportStatus {
  /** `preparing` until the job has built the archive; `ready` once its link was mailed. */
  state: 'preparing' | 'ready';
  requested_at: string;
  ready_at: string | null;
  /** When the link stops working and the archive is deleted; null while preparing. */
  expires_at: string | null;
  /** Whether the token asked with opens this archive: the page then offers the download. */
  link: boolean;
}

export interface DataExportResponse {
  data_export: DataExportStatus | null;
}
