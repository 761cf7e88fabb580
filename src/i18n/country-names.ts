/** Country names in the interface language, from the browser's own data, so all 15 need no catalogue entries. */
export const countryNames = (locale: string) => new Intl.DisplayNames([locale], { type: 'region' });
