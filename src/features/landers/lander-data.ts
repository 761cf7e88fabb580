import { notFound } from '@tanstack/react-router';
import type { ProfileCard } from '../../../common/api/profiles';
import { slugAges } from '../../../common/rules/slug';
import { loadFeaturedAtom, loadProfileCardAtom, whenUnanswered } from '../../atoms/members';
import { store } from '../../atoms/store';
import { landerTextsReady } from './lander-texts';

/** What every lander shows: the newest members of the visitor's country (none offline). */
export async function landerProfiles(): Promise<ProfileCard[]> {
  const [, profiles] = await Promise.all([landerTextsReady, store.set(loadFeaturedAtom)]);
  return profiles;
}

/** A themed lander's members: of the ages its slug names, where it names some ("over-40"), so the page shows what its headline says. */
export async function themedLanderProfiles(slug: string | undefined): Promise<ProfileCard[]> {
  const ages = slugAges(slug);
  if (!ages) return landerProfiles();
  const [, profiles] = await Promise.all([landerTextsReady, store.set(loadFeaturedAtom, ages)]);
  return profiles;
}

/**
 * A profile lander's member, with the others beside them; the 404 page when that member is not there.
 * Offline, a member this device never had is none: the page says so and shows the others it has.
 */
export async function profileLanderData(id: number): Promise<{ profile: ProfileCard | undefined; others: ProfileCard[] }> {
  const [profile, profiles] = await Promise.all([store.set(loadProfileCardAtom, id).catch(whenUnanswered(undefined)), landerProfiles()]);
  if (profile === null) throw notFound();
  return { profile, others: profiles.filter((other) => other.id !== id) };
}
