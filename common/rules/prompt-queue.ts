import type { RouteName } from '../routes';

/**
 * The prompts of the Default layout (the banners of docs/product/screens.md#banners that ask something of the member, and the push
 * prompt) come one at a time, the most useful first (docs/decisions.md, "One prompt at a time"): each
 * waits until those before it are answered, closed, or not for this page. The discount banner is no
 * prompt: it asks nothing, and the members area shows it beside them.
 */
export const PROMPT_ORDER = ['activation', 'mailDisabled', 'addPhotos', 'push'] as const;
export type PromptName = (typeof PROMPT_ORDER)[number];

const hiddenOn = (routes: readonly RouteName[]) => (route: RouteName) => !routes.includes(route);
const alertsHidden = hiddenOn(['notifications', 'settings', 'unsubscribe', 'swipe-game', 'complete-signup', 'activate-done']);

/**
 * The pages each prompt may show on (docs/product/screens.md#banners), and complete-signup, whose steps ask for the photo and
 * the e-mail themselves; the notification alerts not where they are answered, nor where they would
 * float over what the page asks of the member: the swipe game's Like and Pass, the steps of
 * complete-signup, the welcome modal of activate-done.
 */
const SHOWN_ON: Record<PromptName, (route: RouteName) => boolean> = {
  activation: hiddenOn(['signup', 'settings', 'notifications', 'complete-signup']),
  mailDisabled: alertsHidden,
  addPhotos: hiddenOn(['profile', 'signup', 'activate-done', 'premium', 'notifications', 'directdebit', 'settings', 'complete-signup']),
  push: alertsHidden,
};

/** The prompt for `route` (null on a page that does not exist): the first that is due and shows there. */
export function promptToShow(route: RouteName | null, due: Readonly<Record<PromptName, boolean>>): PromptName | null {
  if (route === null) return null;
  return PROMPT_ORDER.find((name) => due[name] && SHOWN_ON[name](route)) ?? null;
}
