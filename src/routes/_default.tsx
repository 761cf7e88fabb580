import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SkipLink } from '../components/skip-link';
import { Footer } from '../features/layout/footer';
import { TopNav } from '../features/layout/top-nav';

/** Default layout: top navigation, the page, the footer (spec §2). */
export const Route = createFileRoute('/_default')({ component: DefaultLayout });

function DefaultLayout() {
  return (
    <div className="layout layout-default">
      <SkipLink />
      <TopNav />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
