/**
 * One cookie's value from a Cookie header or document.cookie; null when it is absent, and also when
 * it does not decode (another app on the domain, a cut-off write, a hand edit): a cookie we cannot
 * read is one we do not have, never a reason to stop.
 */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}
