import { CHUNK_RELOAD_GUARD_MS } from '../constants';
import type { RouteName } from '../routes';

const BACK_BUTTON_ROUTES: readonly RouteName[] = ['members-id', 'likes-type', 'likes-m-id', 'credits', 'credits-id-paymentmethod'];

export interface BackButtonInput {
  standalone: boolean;
  historyLength: number;
  routeName: RouteName | null;
}

/** The back button shows only in the installed app, with history, on a few detail routes (docs/product/screens.md#back-button). */
export function backButtonVisible({ standalone, historyLength, routeName }: BackButtonInput): boolean {
  return standalone && historyLength > 1 && routeName !== null && BACK_BUTTON_ROUTES.includes(routeName);
}

/**
 * A failed chunk load reloads the page (a deploy replaced the chunks), but at most once per 60 s so a
 * broken deploy cannot loop, and never offline: there the chunk simply could not come, and a reload
 * would only trade the page on screen for an error.
 */
export function shouldReloadForChunkError(lastReloadAt: number | null, now: number, offline = false): boolean {
  if (offline) return false;
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}
