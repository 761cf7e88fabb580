import { LOCALE_COOKIE, type Locale } from '../../common/constants';
import { cookieValue } from '../../common/rules/cookies';

export function readLocaleCookie(): string | null {
  return cookieValue(document.cookie, LOCALE_COOKIE.name);
}

export function writeLocaleCookie(locale: Locale): void {
  const maxAge = LOCALE_COOKIE.maxAgeDays * 24 * 3600;
  document.cookie = `${LOCALE_COOKIE.name}=${locale}; max-age=${maxAge}; path=${LOCALE_COOKIE.path}; SameSite=Lax`;
}
