import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { loggedInAtom } from '../atoms/auth';
import { SignupModalSlot } from '../features/signup/signup-modal-slot';
import { SkipLink } from '../components/skip-link';
import { Footer } from '../features/layout/footer';
import { ActivationBanner } from '../features/layout/activation-banner';
import { AddPhotosBanner } from '../features/layout/add-photos-banner';
import { TopNav } from '../features/layout/top-nav';

/** Default layout: top navigation, the page, the footer, the signup modal and the like overlay (spec §2). */
export const Route = createFileRoute('/_default')({ component: DefaultLayout });

// Only members are liked: visitors never load the overlay's code.
const LikeOverlaySlot = lazy(async () => ({ default: (await import('../features/likes/like-overlay-slot')).LikeOverlaySlot }));

function DefaultLayout() {
  const loggedIn = useAtomValue(loggedInAtom);
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
      {loggedIn && (
        <Suspense fallback={null}>
          <LikeOverlaySlot />
        </Suspense>
      )}
    </div>
  );
}
