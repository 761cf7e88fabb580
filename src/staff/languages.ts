/** The members' languages by their codes, as the console names them where staff write for a member. */
export const LANGUAGES: Record<string, string> = { de: 'German', en: 'English', es: 'Spanish', fr: 'French', it: 'Italian', nl: 'Dutch', pl: 'Polish' };
