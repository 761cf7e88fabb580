import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { loggedInAtom } from '../atoms/auth';
import { SignupModalSlot } from '../features/signup/signup-modal-slot';
import { SkipLink } from '../components/skip-link';
import { Footer } from '../features/layout/footer';
import { PromptSlot, type FloatingPrompt } from '../features/layout/prompt-slot';
import { DiscountBanner } from '../features/layout/discount-banner';
import { TopNav } from '../features/layout/top-nav';
import { SiteEntryWarning } from '../features/site-entry/site-entry-warning';

/** Default layout: top navigation, one prompt at a time, the discount banner, the page, the footer, the signup modal, the entry warning, and a member's overlay and offers (docs/product/screens.md#default-layout). */
export const Route = createFileRoute('/_default')({ component: DefaultLayout });

// Only members are liked and offered discounts: visitors never load that code.
const MemberSlots = lazy(async () => ({ default: (await import('./-lib/member-slots')).MemberSlots }));

// The notification alerts load, with their texts, when the prompt queue comes to one.
const NotificationAlert = lazy(async () => ({ default: (await import('../features/notifications/notification-alerts')).NotificationAlert }));
const floatingAlert = (name: FloatingPrompt) => (
  <Suspense fallback={null}>
    <NotificationAlert name={name} />
  </Suspense>
);

function DefaultLayout() {
  const loggedIn = useAtomValue(loggedInAtom);
  return (
    <div className="layout layout-default">
      <SkipLink />
      <TopNav />
      <PromptSlot floating={floatingAlert} />
      <DiscountBanner />
      {loggedIn && (
        <Suspense fallback={null}>
          <MemberSlots />
        </Suspense>
      )}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <SignupModalSlot />
      <SiteEntryWarning />
    </div>
  );
}
