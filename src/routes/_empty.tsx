import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SignupModalSlot } from '../features/signup/signup-modal-slot';

/** Empty layout: the page alone, and the signup modal (docs/product/screens.md#empty-layout). */
export const Route = createFileRoute('/_empty')({ component: EmptyLayout });

function EmptyLayout() {
  return (
    <main id="main" className="layout layout-empty" tabIndex={-1}>
      <Outlet />
      <SignupModalSlot />
    </main>
  );
}
