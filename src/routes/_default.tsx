import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SignupModalSlot } from '../features/signup/signup-modal-slot';
import { SkipLink } from '../components/skip-link';
import { Footer } from '../features/layout/footer';
import { ActivationBanner } from '../features/layout/activation-banner';
import { AddPhotosBanner } from '../features/layout/add-photos-banner';
import { TopNav } from '../features/layout/top-nav';

/** Default layout: top navigation, the page, the footer (spec §2). */
export const Route = createFileRoute('/_default')({ component: DefaultLayout });

function DefaultLayout() {
  return (
    <div className="layout layout-default">
      <SkipLink />
      <TopNav />
      <ActivationBanner />
      <AddPhotosBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <SignupModalSlot />
    </div>
  );
}
