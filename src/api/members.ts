import type {
  Geocode, LikeState, Match, MemberProfile, PhotoChange, PhotosResponse, SearchFilters, SearchResponse,
} from '../../common/api/members';
import type { ProfileCard } from '../../common/api/profiles';
import { searchQuery } from '../../common/rules/search-filters';
import { request, servedAnswer, upload } from './client';

/** Member search, profiles, own photos, likes, blocking, geocoding and the match finder. */

type Ok = { ok: true };

export function searchMembers(filters: SearchFilters, page: number, network?: string) {
  return request<SearchResponse>('members.php', { query: searchQuery(filters, page, network) });
}

/** A search's first page as the served page holds it, if it does. */
export const servedSearchPage = (filters: SearchFilters, network?: string) =>
  servedAnswer<SearchResponse>('members.php', searchQuery(filters, 1, network));

export const fetchMember = async (id: number) => (await request<{ profile: MemberProfile }>('profile.php', { query: { id: String(id) } })).profile;

/** A profile as the served page holds it, if it does. */
export const servedMember = (id: number) => servedAnswer<{ profile: MemberProfile }>('profile.php', { id: String(id) })?.profile;

export const fetchOwnPhotos = () => request<PhotosResponse>('photos.php');
export const uploadPhoto = (file: Blob, onProgress: (fraction: number) => void) => upload<PhotosResponse>('photos.php', file, onProgress);
export const changePhoto = (body: PhotoChange) => request<PhotosResponse>('photos.php', { method: 'PUT', body });
export const deletePhoto = (id: number) => request<PhotosResponse>('photos.php', { method: 'DELETE', body: { id } });

export const likeMember = (id: number) => request<LikeState>('like.php', { method: 'POST', body: { id } });
export const unlikeMember = (id: number) => request<LikeState>('like.php', { method: 'DELETE', body: { id } });

export const blockMember = (id: number) => request<Ok>('block.php', { method: 'POST', body: { id } });
export const unblockMember = (id: number) => request<Ok>('block.php', { method: 'DELETE', body: { id } });
export const fetchBlocked = async () => (await request<{ profiles: ProfileCard[] }>('blocks.php')).profiles;

export const geocode = async (lat: number, lon: number) =>
  (await request<{ geocode: Geocode }>('geocode.php', { query: { lat: String(lat), lon: String(lon) } })).geocode;

export const fetchMatches = async () => (await request<{ matches: Match[] }>('match-finder.php')).matches;
