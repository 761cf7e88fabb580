import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BootState } from '../../common/api/boot';
import { CLIENT_HEADER } from '../../common/api/errors';
import type { MemberProfile } from '../../common/api/members';
import type { ProfileCard } from '../../common/api/profiles';
import { apiUrl } from '../../common/api/url';
import { ROUTES, type RouteName } from '../../common/routes';
import { defaultSearchFilters, searchQuery } from '../../common/rules/search-filters';
import { parseTracking } from '../../common/rules/tracking';

/**
 * The calls a page makes first, answered in the page the server serves (a first visit): the client
 * takes them from there instead of asking (src/api/client.ts), and the photo the page paints
 * largest is named for the browser to load at once. Each is answered by the API itself, as this
 * browser (its cookie, language and address) would be, so the rules are the API's; one it refuses
 * is simply left for the client to ask.
 */

export interface FirstAnswers {
  answers: Record<string, unknown>;
  /** The photo a phone paints largest on this page, for a high-priority preload. */
  leadingPhoto: string | null;
}

/**
 * The same addresses as the client's calls: same builder, same filters. A visitor arriving with a
 * traffic source searches with its network (the client keeps it from this address, src/app/tracking.ts).
 */
function firstCalls(route: RouteName | null, { user, settings }: BootState, today: Date, request: FastifyRequest): string[] {
  const featured = apiUrl('featured.php', { country: settings.geoip_selected_country });
  if (route === 'index') return [featured];
  if (route && ROUTES[route].layout === 'lander') {
    // A profile lander shows its member first, and the newest members beside them.
    const id = /^\/members\/(\d+)\//.exec(request.url)?.[1];
    return id ? [apiUrl('profile-card.php', { id: String(Number(id)) }), featured] : [featured];
  }
  if (route === 'members') {
    const network = user ? undefined : parseTracking(request.query as Record<string, unknown>)?.network;
    return [apiUrl('regions.php'), apiUrl('members.php', searchQuery(defaultSearchFilters(user, settings, today), 1, network))];
  }
  if (route === 'members-id') {
    const id = /^\/members\/(\d+)/.exec(request.url)?.[1];
    return id ? [apiUrl('profile.php', { id: String(Number(id)) })] : [];
  }
  return [];
}

/** The photo a page paints largest: a profile's first photo, or a grid's first card with one (the first cards carry no photo sometimes). */
function firstPhoto(answer: unknown): string | undefined {
  const { profile, profiles, results } = answer as { profile?: MemberProfile | ProfileCard; profiles?: ProfileCard[]; results?: ProfileCard[] };
  if (profile) return 'photos' in profile ? profile.photos[0]?.urls?.full : profile.photo?.card;
  return (profiles ?? results)?.find((card) => card.photo)?.photo?.card;
}

export async function firstAnswers(app: FastifyInstance, request: FastifyRequest, route: RouteName | null, state: BootState, today: Date): Promise<FirstAnswers> {
  const headers = {
    [CLIENT_HEADER.name]: CLIENT_HEADER.value,
    ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
    ...(request.headers['accept-language'] ? { 'accept-language': request.headers['accept-language'] } : {}),
  };
  const answered = await Promise.all(firstCalls(route, state, today, request).map(async (url) => {
    const response = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    return response.statusCode === 200 ? ([url, response.json()] as const) : null;
  }));
  const answers = Object.fromEntries(answered.filter((entry) => entry !== null));
  const leadingPhoto = Object.values(answers).map(firstPhoto).find((photo) => photo) ?? null;
  return { answers, leadingPhoto };
}
