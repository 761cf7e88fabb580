import { fetchMember } from '../../api/members';
import { ApiError } from '../../api/client';
import { db } from '../../db/database';
import { forgetMember, storeMember } from '../../db/members';

/** Fetches a profile into Dexie; a profile that is gone or shut by a block is forgotten here too. */
export async function refreshMember(id: number): Promise<void> {
  try {
    await storeMember(db, await fetchMember(id));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) await forgetMember(db, id);
    throw error;
  }
}
