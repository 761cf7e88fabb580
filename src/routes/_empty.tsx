import { createFileRoute, Outlet } from '@tanstack/react-router';

/** Empty layout: the page alone (the signup modal joins it with the accounts issue). */
export const Route = createFileRoute('/_empty')({ component: EmptyLayout });

function EmptyLayout() {
  return (
    <main id="main" className="layout layout-empty" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
