import type { ComplaintAnswer, ComplaintRequest } from '../../common/api/complaints';
import { request } from './client';

/** POST /api/complaints.php: a complaint or a report, answered with its reference. */
export const sendComplaint = (body: ComplaintRequest) => request<ComplaintAnswer>('complaints.php', { method: 'POST', body });
