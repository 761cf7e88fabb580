import { useLingui } from '@lingui/react/macro';
import { slugAges, slugWords } from '../../../common/rules/slug';

/**
 * A lander's theme for its headline, from its slug: ages in the page's language ("Über 40"), as the
 * landers then show only members of those ages (lander-data.ts); any other slug as its words.
 */
export function useLanderTheme(slug: string | undefined): string | null {
  const { t } = useLingui();
  const ages = slugAges(slug);
  if (!ages) return slugWords(slug);
  const { min, max } = ages;
  if (max === null) return t`Over ${min}`;
  const below = max + 1;
  if (min === null) return t`Under ${below}`;
  return t`${min} to ${max}`;
}
