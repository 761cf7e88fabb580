import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/credits/')({
  component: () => <PendingPage title={msg`Buy credits`} note={msg`Choose a credit package here.`} />,
});
