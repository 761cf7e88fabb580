import type { FeaturedResponse } from '../../common/api/profiles';
import { request } from './client';

export async function fetchFeaturedProfiles(country: string | undefined, ages: { min: number | null; max: number | null } = { min: null, max: null }) {
  const query = { country, min_age: ages.min?.toString(), max_age: ages.max?.toString() };
  return (await request<FeaturedResponse>('featured.php', { query })).profiles;
}
