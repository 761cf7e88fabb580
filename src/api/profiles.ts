import type { FeaturedResponse } from '../../common/api/profiles';
import { request } from './client';

export async function fetchFeaturedProfiles(country: string | undefined) {
  return (await request<FeaturedResponse>('featured.php', { query: { country } })).profiles;
}
