import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../../components/page-frame';
import { validParams } from '../../../-lib/params';

export const Route = createFileRoute('/_default/credits/$id/{-$paymentmethod}')({
  params: validParams('id', 'paymentmethod'),
  component: () => <PendingPage title={msg`Payment`} note={msg`Pay for your chosen package here.`} />,
});
