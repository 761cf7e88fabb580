/**
 * A lander's optional slug (e.g. a city or a theme, docs/product/screens.md#landing-page-routes `/landers/{variant}/{slug?}`) as words
 * for its headline: "new-york" → "New York". The route accepts only lowercase letters, digits and
 * single dashes, so nothing else needs escaping here.
 */
export function slugWords(slug: string | undefined): string | null {
  if (!slug) return null;
  return slug.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/** The ages a lander's slug names ("over-40", "40-plus", "under-30", "30-45"); null for a slug that names none. */
export interface SlugAges {
  min: number | null;
  max: number | null;
}

const AGE = '(1[89]|[2-9][0-9])';
const OVER = new RegExp(`^(?:over-${AGE}|${AGE}-plus)$`);
const UNDER = new RegExp(`^under-${AGE}$`);
const RANGE = new RegExp(`^${AGE}-${AGE}$`);

/**
 * A slug that names ages: the lander then shows only members of those ages, and says so in the page's
 * language, rather than an English headline over anyone ("Over 40" above a 23-year-old).
 */
export function slugAges(slug: string | undefined): SlugAges | null {
  if (!slug) return null;
  const over = OVER.exec(slug);
  if (over) return { min: Number(over[1] ?? over[2]), max: null };
  const under = UNDER.exec(slug);
  if (under) return { min: null, max: Number(under[1]) - 1 };
  const range = RANGE.exec(slug);
  if (range && Number(range[1]) <= Number(range[2])) return { min: Number(range[1]), max: Number(range[2]) };
  return null;
}
