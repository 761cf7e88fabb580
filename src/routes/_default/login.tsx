import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../components/page-frame';

export const Route = createFileRoute('/_default/login')({
  component: () => <PendingPage title={msg`Log in`} note={msg`Log in with your e-mail address and password to see your matches and messages.`} />,
});
