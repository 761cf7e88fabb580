import { createFileRoute, Outlet } from '@tanstack/react-router';

/** Chat layout: bare, so the conversation has the whole screen of a phone. */
export const Route = createFileRoute('/_chat')({ component: ChatLayout });

function ChatLayout() {
  return (
    <main id="main" className="layout layout-chat" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
