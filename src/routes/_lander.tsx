import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SkipLink } from '../components/skip-link';
import { Footer } from '../features/layout/footer';
import { LanderNavbar } from '../features/layout/lander-navbar';
import { SiteEntryWarning } from '../features/site-entry/site-entry-warning';

/** Lander layout: a simple navbar with the logo, the page (with the entry warning embedded where it applies), the footer. */
export const Route = createFileRoute('/_lander')({ component: LanderLayout });

function LanderLayout() {
  return (
    <div className="layout layout-lander">
      <SkipLink />
      <LanderNavbar />
      <main id="main" tabIndex={-1}>
        <SiteEntryWarning embedded />
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
