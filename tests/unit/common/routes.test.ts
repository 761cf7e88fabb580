import { describe, expect, it } from 'vitest';
import { matchRoute, MEMBERS_AREA, ROUTES, type RouteName } from '../../../common/routes';

// Every route of docs/product/screens.md#routes (routes table, settings, landing pages and static pages) with a sample path.
const SPEC_PATHS: [string, RouteName][] = [
  ['/', 'index'],
  ['/login', 'login'],
  ['/signup', 'signup'],
  ['/signup-matches', 'signup-matches'],
  ['/complete-signup', 'complete-signup'],
  ['/reset-password', 'reset-password'],
  ['/reset-password/do', 'reset-password-do'],
  ['/activate/done', 'activate-done'],
  ['/activate/error', 'activate-error'],
  ['/mail-change/do', 'mail-change-do'],
  ['/account-deleted', 'account-deleted'],
  ['/members', 'members'],
  ['/members/12', 'members-id'],
  ['/members/12/chat', 'members-id-chat'],
  ['/members/12/landing', 'members-id-landing'],
  ['/members/12/signup', 'members-id-signup'],
  ['/members/12/landing2', 'members-id-landing2-slug'],
  ['/members/12/landing2/some-slug', 'members-id-landing2-slug'],
  ['/members/12/landing3', 'members-id-landing3-slug'],
  ['/members/12/landing3/some-slug', 'members-id-landing3-slug'],
  ['/likes', 'likes'],
  ['/likes/received', 'likes-type'],
  ['/likes/sent', 'likes-type'],
  ['/likes/matches', 'likes-type'],
  ['/likes/m/7', 'likes-m-id'],
  ['/chats', 'chats'],
  ['/chats/3', 'chats-id'],
  ['/notifications', 'notifications'],
  // Added for mail: a mail's unsubscribe link (issue 16; docs/notifications.md#mails).
  ['/unsubscribe', 'unsubscribe'],
  ['/settings', 'settings'],
  ['/profile', 'profile'],
  ['/premium', 'premium'],
  ['/pricing', 'pricing'],
  ['/credits', 'credits'],
  ['/credits/5', 'credits-id-paymentmethod'],
  ['/credits/5/ideal', 'credits-id-paymentmethod'],
  ['/credits/repeat-order', 'credits-repeat-order'],
  ['/transactions', 'transactions-id'],
  ['/transactions/9', 'transactions-id'],
  ['/directdebit', 'directdebit'],
  ['/match-finder', 'match-finder'],
  ['/swipe-game', 'swipe-game'],
  ['/complaints', 'complaints'],
  ['/lang-config', 'lang-config'],
  ['/landers/adultonly', 'landers-adultonly'],
  ['/landers/tinderswipe', 'landers-tinderswipe'],
  ['/landers/whoneedsstrings', 'landers-whoneedsstrings'],
  ['/landers/gallery', 'landers-variant-slug'],
  ['/landers/video/x-y', 'landers-variant-slug'],
  ['/0123456789abcdef0123456789abcdef', 'token'],
  ['/pages/ban', 'pages-ban'],
  ['/pages/cookies', 'pages-cookies'],
  ['/pages/faq', 'pages-faq'],
  ['/pages/privacy', 'pages-privacy'],
  ['/pages/return-policy', 'pages-return-policy'],
  ['/pages/service', 'pages-service'],
  ['/pages/terms', 'pages-terms'],
];

describe('matchRoute', () => {
  it.each(SPEC_PATHS)('%s → %s', (path, name) => {
    expect(matchRoute(path)).toBe(name);
  });

  it.each(['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'])(
    'matches the lander variant %s',
    (variant) => {
      expect(matchRoute(`/landers/${variant}`)).toBe('landers-variant-slug');
    },
  );

  it('tolerates a trailing slash', () => {
    expect(matchRoute('/members/')).toBe('members');
    expect(matchRoute('/members/12/')).toBe('members-id');
  });

  it.each([
    '/members/abc',
    '/members/0',
    '/members/-1',
    '/members/1.5',
    '/likes/unknown',
    '/likes/m',
    '/credits/5/bitcoin',
    '/landers/unknown',
    '/nope',
    '/pages/nope',
    '/chats/abc',
    '/abc',
    '/0123456789ABCDEF0123456789ABCDEF',
    '/members/12/landing2/Bad_Slug',
    '/members/12/extra',
  ])('%s is a 404', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('covers every route of the table', () => {
    const names = new Set(SPEC_PATHS.map(([, name]) => name));
    expect([...names].sort()).toEqual(Object.keys(ROUTES).sort());
  });
});

describe('MEMBERS_AREA', () => {
  it('is the members area of docs/product/screens.md#members-area', () => {
    expect([...MEMBERS_AREA].sort()).toEqual(['chats', 'likes', 'likes-m-id', 'members', 'members-id', 'premium'].sort());
  });
});

describe('ROUTES', () => {
  it.each(Object.entries(ROUTES))('%s has a known layout', (_name, route) => {
    expect(['default', 'chat', 'lander', 'empty']).toContain(route.layout);
  });
});
