import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, type Locale } from '../../common/constants';
import { acceptedLanguageTags, chooseLocale } from '../../common/rules/locale';

/** The language the client would choose for this request: its locale cookie, the browser's languages, then the domain's. */
export function requestLocale(request: FastifyRequest, domainLanguage: string | null = null): Locale {
  return chooseLocale({ cookie: request.cookies[LOCALE_COOKIE.name], browserLanguages: acceptedLanguageTags(request.headers['accept-language']), domainLanguage });
}
