import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../features/notifications/notifications-page';
import { loginIfLoggedOut } from '../-lib/guards';

export const Route = createFileRoute('/_default/notifications')({
  beforeLoad: loginIfLoggedOut,
  component: NotificationsPage,
});
