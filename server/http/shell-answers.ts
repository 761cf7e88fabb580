import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BootState } from '../../common/api/boot';
import { CLIENT_HEADER } from '../../common/api/errors';
import type { ProfileCard } from '../../common/api/profiles';
import { apiUrl } from '../../common/api/url';
import type { RouteName } from '../../common/routes';
import { defaultSearchFilters, searchQuery } from '../../common/rules/search-filters';

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

/** The same addresses as the client's calls: same builder, same filters. */
function firstCalls(route: RouteName | null, { user, settings }: BootState, today: Date): string[] {
  if (route === 'index') return [apiUrl('featured.php', { country: settings.geoip_selected_country })];
  if (route === 'members') {
    return [apiUrl('regions.php'), apiUrl('members.php', searchQuery(defaultSearchFilters(user, settings, today), 1))];
  }
  return [];
}

/** The first photo of an answer's cards: the largest image of a grid page, as the first cards carry no photo sometimes. */
function firstPhoto(answer: unknown): string | undefined {
  const { profiles, results } = answer as { profiles?: ProfileCard[]; results?: ProfileCard[] };
  return (profiles ?? results)?.find((card) => card.photo)?.photo?.card;
}

export async function firstAnswers(app: FastifyInstance, request: FastifyRequest, route: RouteName | null, state: BootState, today: Date): Promise<FirstAnswers> {
  const headers = {
    [CLIENT_HEADER.name]: CLIENT_HEADER.value,
    ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
    ...(request.headers['accept-language'] ? { 'accept-language': request.headers['accept-language'] } : {}),
  };
  const answered = await Promise.all(firstCalls(route, state, today).map(async (url) => {
    const response = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    return response.statusCode === 200 ? ([url, response.json()] as const) : null;
  }));
  const answers = Object.fromEntries(answered.filter((entry) => entry !== null));
  const leadingPhoto = Object.values(answers).map(firstPhoto).find((photo) => photo) ?? null;
  return { answers, leadingPhoto };
}
