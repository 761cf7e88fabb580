/** A database address as it may be printed: the password replaced. */
export function shownUrl(url: string): string {
  if (!URL.canParse(url)) return url;
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  return shown.toString();
}
