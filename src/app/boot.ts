import type { BootState } from '../../common/api/boot';
import type { Settings } from '../../common/api/settings';
import { BOOT_STATE_ELEMENT_ID, type Locale } from '../../common/constants';
import { chooseLocale, localeFromLanguageTag, isLocale } from '../../common/rules/locale';
import { acceptDocumentAnswers, setAuthenticationRequiredHandler } from '../api/client';
import { fetchSettings, pageSettingsQuery } from '../api/settings';
import { fetchUser } from '../api/user';
import { receiveUserAtom, userAtom } from '../atoms/auth';
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
    // The first screen paints from what the page holds; the database opens after it.
    openDatabaseAfter(afterFirstScreen);
    if (given.answers) acceptDocumentAnswers(given.answers, Date.now() + DOCUMENT_ANSWERS_MS);
    await activate(given.locale);
    // Nothing on this page wrote the member before its first render: the document's member stands.
    return apply(given, Date.now());
  }

  // The service worker's copy of the shell (a repeat visit, or offline) holds none. The settings come
  // from the worker's cache. The member comes from the server, or from the device if it holds one and
  // answers first: a member's repeat visit paints without waiting for the network, and the server's
  // answer, when it comes, replaces the device's (a session that ended then shows as logged out).
  // A device that holds no member waits for the server, so a member is never shown logged out first.
  const userAskedAt = Date.now();
  const fromServer = fetchUser().then((user) => ({ user, askedAt: userAskedAt }));
  const fromDevice = import('./stored-user').then(({ storedUser }) => storedUser()).then((user) => {
    if (!user) throw new Error('The device holds no member');
    return { user, askedAt: DEVICE_READ };
  });
  const user = Promise.any([fromServer, fromDevice]).catch(() => ({ user: null, askedAt: DEVICE_READ }));

  const settings = fetchSettings(pageSettingsQuery()).catch(() => null);
  const cookie = readLocaleCookie();
  const browserLanguages = navigator.languages ?? [navigator.language];
  // Only when neither the cookie nor the browser names a language of ours must we wait for the domain's.
  const needsDomain = !isLocale(cookie) && !browserLanguages.some((tag) => localeFromLanguageTag(tag));
  const locale = chooseLocale({ cookie, browserLanguages, domainLanguage: needsDomain ? (await settings)?.domain_language : null });

  const [settingsValue, first] = await Promise.all([settings, user, activate(locale)]);
  apply({ settings: settingsValue, user: first.user, locale }, first.askedAt);
  fromServer.then(({ user: latest, askedAt }) => {
    store.set(receiveUserAtom, latest, askedAt);
    // The device's member has no session any more (a logout elsewhere, a changed password, a ban): the
    // device forgets them, or every visit would show them logged in until the server answers.
    if (first.user && !store.get(userAtom)) forgetMember();
  }, () => {});
}

/** Forgets the member on this device; loaded when needed: clearing the data is no part of the first load. */
const forgetMember = () => void import('../atoms/logout').then(({ forgetMemberAtom }) => store.set(forgetMemberAtom));

/** How long the answers in the served page stand in for the calls: the first screen's, not a later visit's to the same address. */
const DOCUMENT_ANSWERS_MS = 30_000;

/** When the device's member was read, for receiveUserAtom: before any read of the server, so every one of those replaces it. */
const DEVICE_READ = 1;

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
    // Spec §8: a locale load failure is logged only.
    console.error('Could not load the catalogue for', locale, error);
  });
}

/** The app's state before the first render; settings may be missing (offline with nothing cached). */
function apply({ settings, user, locale }: Omit<BootState, 'settings'> & { settings: Settings | null }, userAskedAt: number): void {
  store.set(localeAtom, locale);
  store.set(settingsAtom, settings);
  store.set(receiveUserAtom, user, userAskedAt);
}

/** After the first render: the poller, the live channel and the outbox (app/background-work.ts). */
export function startBackgroundWork(): void {
  void import('./background-work').then(({ runBackgroundWork }) => runBackgroundWork());
}
