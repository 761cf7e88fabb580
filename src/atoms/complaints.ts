import { atom } from 'jotai';
import type { ComplaintRequest } from '../../common/api/complaints';
import { sendComplaint } from '../api/complaints';

/** Files a complaint; the answer carries its reference. Nothing is kept on the device once it is filed. */
export const fileComplaintAtom = atom(null, (_get, _set, complaint: ComplaintRequest) => sendComplaint(complaint));
