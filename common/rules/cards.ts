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

/** Whether two cards show the same: a list read again (from the database, from the server) redraws only what changed. */
export function sameCard(a: ProfileCard, b: ProfileCard): boolean {
  return a.id === b.id && a.name === b.name && a.age === b.age && a.city === b.city && a.country === b.country
    && a.fictional === b.fictional && a.photo?.card === b.photo?.card && a.photo?.thumb === b.photo?.thumb;
}
