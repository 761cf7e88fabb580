import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/activate/error')({
  component: () => <PendingPage title={msg`Activation failed`} note={msg`Something went wrong, please contact customer service for help.`} />,
});
