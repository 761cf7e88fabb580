import { createFileRoute, redirect } from '@tanstack/react-router';

/** The account menu's "settings" is the notifications page (docs/product/screens.md#account-menu). */
export const Route = createFileRoute('/_default/settings')({
  beforeLoad: () => {
    throw redirect({ to: '/notifications', replace: true });
  },
});
