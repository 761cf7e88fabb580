import type { Locale } from '../../../common/constants';

/** Each language named in itself ("Nederlands"), as people look for their own language. */
export const nativeName = (code: Locale) => new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
