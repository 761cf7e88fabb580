import { LOCALE_COOKIE, type Locale } from '../../common/constants';

export function readLocaleCookie(): string | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${LOCALE_COOKIE.name}=`));
  return entry ? decodeURIComponent(entry.slice(LOCALE_COOKIE.name.length + 1)) : null;
}

export function writeLocaleCookie(locale: Locale): void {
  const maxAge = LOCALE_COOKIE.maxAgeDays * 24 * 3600;
  document.cookie = `${LOCALE_COOKIE.name}=${locale}; max-age=${maxAge}; path=${LOCALE_COOKIE.path}; SameSite=Lax`;
}
