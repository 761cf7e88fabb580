import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../components/page-frame';

export const Route = createFileRoute('/_default/pricing')({
  component: () => <PendingPage title={msg`Pricing`} note={msg`The prices of our credit packages, and what credits are spent on.`} />,
});
