import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SkipLink } from '../components/skip-link';
import { Footer } from '../features/layout/footer';
import { LanderNavbar } from '../features/layout/lander-navbar';

/** Lander layout: a simple navbar with the logo, the page, the footer. */
export const Route = createFileRoute('/_lander')({ component: LanderLayout });

function LanderLayout() {
  return (
    <div className="layout layout-lander">
      <SkipLink />
      <LanderNavbar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
