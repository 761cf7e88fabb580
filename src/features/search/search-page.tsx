import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { ListEnd } from '../../components/list-end';
import { useLoadMore } from '../../components/use-load-more';
import type { SearchFilters } from '../../../common/api/members';
import { searchFiltersAtom, setSearchFiltersAtom } from '../../atoms/search';
import { fictionalMarkingAtom, settingsAtom } from '../../atoms/settings';
import { PageFrame } from '../../components/page-frame';
import { ProfileGrid } from '../../components/profile-grid';
import { problemOf, useProblemText } from '../../i18n/problem-text';
import { SearchForm } from './search-form';
import { useSearch } from './use-search';
import { VisitorLogin } from './visitor-login';

/** Cam/resell cards (docs/product/screens.md#cam-resell-cards) are off by default: their code and texts load only where member_resell is on. */
const ResellResults = lazy(async () => {
  const { ResellResults, resellTextsReady } = await import('./resell/resell-results');
  await resellTextsReady;
  return { default: ResellResults };
});

/** Where the list was scrolled when the member left it, per search, for the way back. */
const SCROLL_KEY = 'members-scroll';

/** Member search: the filters, the count, and the cards, page after page as the member scrolls. */
export function SearchPage() {
  const { t } = useLingui();
  const filters = useAtomValue(searchFiltersAtom);
  return (
    <PageFrame title={t`Search members`}>
      <Search filters={filters} />
    </PageFrame>
  );
}

function Search({ filters }: { filters: SearchFilters }) {
  const { errorText } = useProblemText();
  const setFilters = useSetAtom(setSearchFiltersAtom);
  const fictional = useAtomValue(fictionalMarkingAtom);
  const resell = useAtomValue(settingsAtom)?.member_resell;
  const search = useSearch(filters);
  const { pages, hasMore, busy } = search;
  const more = useLoadMore(hasMore, search.loadMore, search.loaded);

  useScrollMemory(search.key, search.ready);

  const first = pages?.[0];
  const results = pages?.flatMap((p) => p.results) ?? [];
  const numResults = first?.numResults ?? 0;
  const loginNeeded = problemOf(search.error)?.code === 'search_login_required';
  const resultsGrid = <ProfileGrid profiles={results} fictional={fictional} leading heading="h2" />;
  return (
    <>
      <VisitorLogin reason={loginNeeded ? errorText(search.error) : null} />
      <SearchForm key={search.key} filters={filters} onSearch={(next) => void setFilters(next)} />
      {!loginNeeded && search.error !== null && <p className="form-error" role="alert">{errorText(search.error)}</p>}
      {/* The count takes the place of the first page's loading line, so nothing below it moves. */}
      {first ? (
        <p className="result-count" role="status">
          <Plural value={numResults} one="# member found" other="# members found" />
        </p>
      ) : (
        busy && <p className="result-count" role="status"><Trans>Loading…</Trans></p>
      )}
      {first && numResults === 0 && (
        <>
          <p className="notice"><Trans>No members matched your search criteria.</Trans></p>
          {first.similarResults.length > 0 && (
            <section aria-labelledby="similar-results">
              <h2 id="similar-results"><Trans>Similar members</Trans></h2>
              <ProfileGrid profiles={first.similarResults} fictional={fictional} />
            </section>
          )}
        </>
      )}
      {resell ? (
        <Suspense fallback={resultsGrid}>
          <ResellResults filters={filters} profiles={results} fictional={fictional} leading heading="h2" />
        </Suspense>
      ) : resultsGrid}
      {first && busy && more.state !== 'loading' && <p role="status"><Trans>Loading more members…</Trans></p>}
      <ListEnd {...more} hasMore={hasMore && !busy} loading={<Trans>Loading more members…</Trans>} />
    </>
  );
}

/** Going back to the list lands where the member left it, once the stored pages are on screen. */
function useScrollMemory(key: string, ready: boolean) {
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') as { key: string; y: number } | null;
    if (saved?.key === key) window.scrollTo(0, saved.y);
  }, [key, ready]);
  // Kept while the member scrolls: by the time the list unmounts, the next page has scrolled the window.
  useEffect(() => {
    if (!ready) return;
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ key, y: window.scrollY })));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [key, ready]);
}
