import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteEntryWarning } from '../features/site-entry/site-entry-warning';

/** Chat layout: bare, so the conversation has the whole screen of a phone; the entry warning where it applies (NL and DE). */
export const Route = createFileRoute('/_chat')({ component: ChatLayout });

function ChatLayout() {
  return (
    <main id="main" className="layout layout-chat" tabIndex={-1}>
      <Outlet />
      <SiteEntryWarning />
    </main>
  );
}
