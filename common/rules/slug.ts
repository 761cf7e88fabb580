/**
 * A lander's optional slug (e.g. a city or a theme, spec §2 `/landers/{variant}/{slug?}`) as words
 * for its headline: "new-york" → "New York". The route accepts only lowercase letters, digits and
 * single dashes, so nothing else needs escaping here.
 */
export function slugWords(slug: string | undefined): string | null {
  if (!slug) return null;
  return slug.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}
