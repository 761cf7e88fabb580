import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../components/page-frame';

export const Route = createFileRoute('/_default/notifications')({
  component: () => <PendingPage title={msg`Settings`} note={msg`Choose which e-mails and push notifications you receive.`} />,
});
