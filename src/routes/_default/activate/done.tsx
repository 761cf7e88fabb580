import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/activate/done')({
  component: () => <PendingPage title={msg`Your account is activated`} note={msg`Thank you for confirming your e-mail address. You can now use every feature.`} />,
});
