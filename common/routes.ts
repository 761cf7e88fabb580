import { PARAM_PATTERNS, type ParamName } from './route-params';

/**
 * Every route of docs/product/screens.md#routes, with its name (as that page names them: members-id, likes-m-id …) and layout.
 * The client's file routes must match this table (a unit test checks it); the server uses it to
 * answer unknown paths with a 404 document.
 */

export type Layout = 'default' | 'chat' | 'lander' | 'empty';

export const ROUTES = {
  index: { path: '/', layout: 'default' },
  login: { path: '/login', layout: 'default' },
  signup: { path: '/signup', layout: 'default' },
  'signup-matches': { path: '/signup-matches', layout: 'default' },
  'complete-signup': { path: '/complete-signup', layout: 'default' },
  'reset-password': { path: '/reset-password', layout: 'default' },
  'reset-password-do': { path: '/reset-password/do', layout: 'default' },
  'activate-done': { path: '/activate/done', layout: 'default' },
  'activate-error': { path: '/activate/error', layout: 'default' },
  'mail-change-do': { path: '/mail-change/do', layout: 'default' },
  'account-deleted': { path: '/account-deleted', layout: 'default' },
  members: { path: '/members', layout: 'default' },
  'members-id': { path: '/members/$id', layout: 'default' },
  'members-id-chat': { path: '/members/$id/chat', layout: 'chat' },
  'members-id-landing': { path: '/members/$id/landing', layout: 'lander' },
  'members-id-signup': { path: '/members/$id/signup', layout: 'empty' },
  'members-id-landing2-slug': { path: '/members/$id/landing2/{-$slug}', layout: 'lander' },
  'members-id-landing3-slug': { path: '/members/$id/landing3/{-$slug}', layout: 'lander' },
  likes: { path: '/likes', layout: 'default' },
  'likes-type': { path: '/likes/$type', layout: 'default' },
  'likes-m-id': { path: '/likes/m/$id', layout: 'default' },
  chats: { path: '/chats', layout: 'default' },
  'chats-id': { path: '/chats/$id', layout: 'chat' },
  notifications: { path: '/notifications', layout: 'default' },
  /** A mail's unsubscribe link (issue 16; docs/notifications.md#mails): a route added for mail. */
  unsubscribe: { path: '/unsubscribe', layout: 'default' },
  settings: { path: '/settings', layout: 'default' },
  profile: { path: '/profile', layout: 'default' },
  premium: { path: '/premium', layout: 'default' },
  pricing: { path: '/pricing', layout: 'default' },
  credits: { path: '/credits', layout: 'default' },
  'credits-id-paymentmethod': { path: '/credits/$id/{-$paymentmethod}', layout: 'default' },
  'credits-repeat-order': { path: '/credits/repeat-order', layout: 'default' },
  'transactions-id': { path: '/transactions/{-$id}', layout: 'default' },
  directdebit: { path: '/directdebit', layout: 'default' },
  'match-finder': { path: '/match-finder', layout: 'default' },
  'swipe-game': { path: '/swipe-game', layout: 'default' },
  complaints: { path: '/complaints', layout: 'default' },
  'lang-config': { path: '/lang-config', layout: 'default' },
  'landers-adultonly': { path: '/landers/adultonly', layout: 'lander' },
  'landers-tinderswipe': { path: '/landers/tinderswipe', layout: 'lander' },
  'landers-whoneedsstrings': { path: '/landers/whoneedsstrings', layout: 'lander' },
  'landers-variant-slug': { path: '/landers/$variant/{-$slug}', layout: 'lander' },
  token: { path: '/$token', layout: 'empty' },
  'pages-ban': { path: '/pages/ban', layout: 'default' },
  'pages-cookies': { path: '/pages/cookies', layout: 'default' },
  'pages-faq': { path: '/pages/faq', layout: 'default' },
  'pages-privacy': { path: '/pages/privacy', layout: 'default' },
  'pages-return-policy': { path: '/pages/return-policy', layout: 'default' },
  'pages-service': { path: '/pages/service', layout: 'default' },
  'pages-terms': { path: '/pages/terms', layout: 'default' },
} as const satisfies Record<string, { path: string; layout: Layout }>;

export type RouteName = keyof typeof ROUTES;

/** The members area of docs/product/screens.md#members-area. */
export const MEMBERS_AREA: readonly RouteName[] = ['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium'];

function segmentPattern(segment: string): string {
  const optional = /^\{-\$(\w+)\}$/.exec(segment);
  const required = /^\$(\w+)$/.exec(segment);
  const name = (optional ?? required)?.[1] as ParamName | undefined;
  if (!name) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  const inner = PARAM_PATTERNS[name].source.replace(/^\^|\$$/g, '');
  return optional ? `(?:/${inner})?` : `/${inner}`;
}

/** Static routes first, so /credits/repeat-order is not taken for /credits/$id. */
const MATCHERS = (Object.entries(ROUTES) as [RouteName, { path: string }][])
  .map(([name, { path }]) => {
    const segments = path.split('/').filter(Boolean);
    const source = segments.length === 0 ? '/' : segments.map(segmentPattern).join('');
    return { name, regex: new RegExp(`^${source}$`), dynamic: path.includes('$') };
  })
  .sort((a, b) => Number(a.dynamic) - Number(b.dynamic));

/** The name of the route a path belongs to, or null when it matches nothing (a 404). */
export function matchRoute(pathname: string): RouteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MATCHERS.find((m) => m.regex.test(path))?.name ?? null;
}
