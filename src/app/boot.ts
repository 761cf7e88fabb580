import type { BootState } from '../../common/api/boot';
import type { Settings } from '../../common/api/settings';
import { BOOT_STATE_ELEMENT_ID, type Locale } from '../../common/constants';
import { chooseLocale, localeFromLanguageTag, isLocale } from '../../common/rules/locale';
import { acceptDocumentAnswers, serverServedPage, setAuthenticationRequiredHandler } from '../api/client';
import { fetchSettings, pageSettingsQuery } from '../api/settings';
import { receiveUserAtom } from '../atoms/auth';
import { localeAtom } from '../atoms/locale';
import { settingsAtom } from '../atoms/settings';
import { store } from '../atoms/store';
import { openDatabaseAfter } from '../db/load';
import { afterFirstScreen } from './first-screen';
import { activateLocale } from '../i18n/activate';
import { readLocaleCookie } from '../i18n/locale-cookie';

/** Everything before the first render: settings, the member, the locale and its catalogue. */
export async function boot(): Promise<void> {
  // The session ended on the server: the member's data goes from this device as at a logout.
  setAuthenticationRequiredHandler(forgetMember);
  // Only an address with a query can carry tracking: a plain one loads none of that code.
  if (window.location.search) await import('./tracking').then(({ captureTracking }) => captureTracking()).catch(() => {});
  const given = bootStateInPage();
  if (given) {
    // The server served this page, so it is reachable: a call that fails from now on is retried.
    serverServedPage();
    // The first screen paints from what the page holds; the database opens after it.
    openDatabaseAfter(afterFirstScreen);
    if (given.answers) acceptDocumentAnswers(given.answers, Date.now() + DOCUMENT_ANSWERS_MS);
    await activate(given.locale);
    apply(given);
    // Nothing on this page wrote the member before its first render: the document's member stands.
    store.set(receiveUserAtom, given.user, Date.now());
    return;
  }

  // The service worker's copy of the shell (a repeat visit, or offline) holds none. The settings come
  // from the worker's cache, the member from the device and the server (app/boot-member.ts, loaded
  // only here: a page the server served needs none of it).
  // If its code cannot load (a deploy under way), the first screen is a visitor's and the poller finds the member.
  const member = import('./boot-member').then(({ bootMember }) => bootMember(forgetMember)).catch(() => {});
  const settings = fetchSettings(pageSettingsQuery()).catch(() => null);
  const cookie = readLocaleCookie();
  const browserLanguages = navigator.languages ?? [navigator.language];
  // Only when neither the cookie nor the browser names a language of ours must we wait for the domain's.
  const needsDomain = !isLocale(cookie) && !browserLanguages.some((tag) => localeFromLanguageTag(tag));
  const locale = chooseLocale({ cookie, browserLanguages, domainLanguage: needsDomain ? (await settings)?.domain_language : null });

  const [settingsValue] = await Promise.all([settings, member, activate(locale)]);
  apply({ settings: settingsValue, locale });
}

/** Forgets the member on this device; loaded when needed: clearing the data is no part of the first load. */
const forgetMember = () => void import('../atoms/logout').then(({ forgetMemberAtom }) => store.set(forgetMemberAtom));

/** How long the answers in the served page stand in for the calls: the first screen's, not a later visit's to the same address. */
const DOCUMENT_ANSWERS_MS = 30_000;

/** The boot state the server put into the shell it served (see server/http/shell.ts). */
function bootStateInPage(): BootState | null {
  const text = document.getElementById(BOOT_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BootState;
  } catch {
    return null;
  }
}

/** The locale's catalogue (preloaded with a served shell, cached by the service worker after). */
function activate(locale: Locale): Promise<void> {
  return activateLocale(locale).catch((error: unknown) => {
    // docs/product/errors.md#locale-load-failure: a locale load failure is logged only.
    console.error('Could not load the catalogue for', locale, error);
  });
}

/** The app's state before the first render; settings may be missing (offline with nothing cached). */
function apply({ settings, locale }: { settings: Settings | null; locale: Locale }): void {
  store.set(localeAtom, locale);
  store.set(settingsAtom, settings);
}

/** After the first render: the poller, the live channel and the outbox (app/background-work.ts). */
export function startBackgroundWork(): void {
  void import('./background-work').then(({ runBackgroundWork }) => runBackgroundWork());
}
