import type { MemberProfile } from '../../common/api/members';
import type { AppDatabase } from './database';

/** Other members' profiles as last fetched, so a profile opens at once and offline. */
export async function storedMember(database: AppDatabase, id: number): Promise<MemberProfile | null> {
  return ((await database.profiles.get(id))?.data as MemberProfile | undefined) ?? null;
}

export async function storeMember(database: AppDatabase, profile: MemberProfile): Promise<void> {
  await database.profiles.put({ id: profile.id, data: profile, fetchedAt: new Date().toISOString() });
}

export async function forgetMember(database: AppDatabase, id: number): Promise<void> {
  await database.profiles.delete(id);
}

/** Changes a stored profile in place, so the screen showing it follows at once. */
export async function updateStoredMember(database: AppDatabase, id: number, change: Partial<MemberProfile>): Promise<void> {
  const stored = await storedMember(database, id);
  if (stored) await storeMember(database, { ...stored, ...change });
}
