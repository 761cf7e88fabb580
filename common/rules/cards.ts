import type { MemberProfile } from '../api/members';
import type { ProfileCard } from '../api/profiles';

/** A profile as a card in a list: its main photo only when the viewer may see it. */
export function cardOfProfile(profile: MemberProfile): ProfileCard {
  const main = profile.photos.find((photo) => photo.main)?.urls;
  return {
    id: profile.id,
    name: profile.name,
    age: profile.age,
    city: profile.city,
    country: profile.country.code,
    fictional: profile.fictional,
    photo: main ? { thumb: main.thumb, card: main.card } : null,
  };
}
