import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/pages/privacy')({
  component: () => <PendingPage title={msg`Privacy`} note={msg`How we handle your personal data.`} />,
});
