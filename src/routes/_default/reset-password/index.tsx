import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/reset-password/')({
  component: () => <PendingPage title={msg`Forgot your password?`} note={msg`Enter your e-mail address and we will send you a link to set a new password.`} />,
});
