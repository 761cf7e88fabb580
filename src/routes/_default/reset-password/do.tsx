import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/reset-password/do')({
  component: () => <PendingPage title={msg`Set a new password`} note={msg`Choose a new password for your account here.`} />,
});
