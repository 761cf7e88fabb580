/**
 * An address as it may be printed: the password replaced. One that does not parse (a malformed
 * setting) loses everything between its scheme and an `@`, where a password would be.
 */
export function shownUrl(url: string): string {
  if (!URL.canParse(url)) return url.replace(/\/\/[^/]*@/, '//***@');
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  return shown.toString();
}
