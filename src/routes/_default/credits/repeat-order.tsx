import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/credits/repeat-order')({
  component: () => <PendingPage title={msg`Repeat order`} note={msg`Buy your last package again with your saved payment method.`} />,
});
