import { describe, expect, it } from 'vitest';
import { PROMPT_ORDER, promptToShow, type PromptName } from '../../../common/rules/prompt-queue';
import type { RouteName } from '../../../common/routes';

const none: Record<PromptName, boolean> = { activation: false, mailDisabled: false, addPhotos: false, push: false };
const due = (...names: PromptName[]) => ({ ...none, ...Object.fromEntries(names.map((name) => [name, true])) });

describe('promptToShow', () => {
  it('shows one prompt at a time, the most useful first', () => {
    expect(PROMPT_ORDER).toEqual(['activation', 'mailDisabled', 'addPhotos', 'push']);
    expect(promptToShow('members', due(...PROMPT_ORDER))).toBe('activation');
    expect(promptToShow('members', due('mailDisabled', 'addPhotos', 'push'))).toBe('mailDisabled');
    expect(promptToShow('members', due('addPhotos', 'push'))).toBe('addPhotos');
    expect(promptToShow('members', due('push'))).toBe('push');
  });

  it('shows none when none is due, and none on a page that does not exist', () => {
    expect(promptToShow('members', none)).toBeNull();
    expect(promptToShow(null, due(...PROMPT_ORDER))).toBeNull();
  });

  it('moves on to the next prompt where the first may not show (docs/product/screens.md#banners)', () => {
    // The profile is where photos are added: the push prompt may ask there meanwhile.
    expect(promptToShow('profile', due('addPhotos', 'push'))).toBe('push');
    // The settings answer the notification alerts themselves.
    expect(promptToShow('notifications', due('mailDisabled', 'push'))).toBeNull();
  });

  it.each<[PromptName, RouteName[]]>([
    ['activation', ['signup', 'settings', 'notifications', 'complete-signup']],
    ['mailDisabled', ['notifications', 'settings', 'unsubscribe', 'swipe-game', 'complete-signup', 'activate-done']],
    ['addPhotos', ['profile', 'signup', 'activate-done', 'premium', 'notifications', 'directdebit', 'settings', 'complete-signup']],
    ['push', ['notifications', 'settings', 'unsubscribe', 'swipe-game', 'complete-signup', 'activate-done']],
  ])('keeps %s off %j', (name, routes) => {
    for (const route of routes) expect(promptToShow(route, due(name))).toBeNull();
    expect(promptToShow('members', due(name))).toBe(name);
  });
});
