import { useLingui } from '@lingui/react/macro';
import { createRootRoute, Outlet, type ErrorComponentProps } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { titleWithCount } from '../../common/rules/badges';
import { badgeTotalAtom } from '../atoms/badges';
import { settingsAtom } from '../atoms/settings';
import { ErrorPage } from '../components/error-page';
import { LoadingBar } from '../components/loading-bar';
import { PageTitleContext } from '../components/page-title';
import { TestSiteNotice } from '../components/test-site-notice';
import { reloadAfterChunkError } from './-lib/chunk-reload-guard';

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: Failure,
});

function Root() {
  // The page on screen names itself (PageFrame, ErrorPage); the document title adds the count and the site.
  const [page, setPage] = useState('');
  useDocumentTitle(page);
  const testSite = useAtomValue(settingsAtom)?.test_site === true;
  return (
    <PageTitleContext value={setPage}>
      <LoadingBar />
      {testSite && <TestSiteNotice />}
      <Outlet />
    </PageTitleContext>
  );
}

/** "(3) Page · Amora": unread messages plus new likes before the title (docs/product/screens.md#page-title-and-app-badge). */
function useDocumentTitle(page: string) {
  const total = useAtomValue(badgeTotalAtom);
  const site = useAtomValue(settingsAtom)?.name ?? 'Amora';
  useEffect(() => {
    document.title = titleWithCount(page ? `${page} · ${site}` : site, total);
  }, [page, site, total]);
}

function NotFound() {
  const { t } = useLingui();
  return <ErrorPage status={404} message={t`This page could not be found`} />;
}

function Failure({ error }: ErrorComponentProps) {
  const { t } = useLingui();
  useEffect(() => reloadAfterChunkError(error), [error]);
  const status = (error as { status?: unknown }).status;
  return <ErrorPage status={typeof status === 'number' ? status : 500} message={t`An error has occurred.`} />;
}
