import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';
import { validParams } from '../../-lib/params';

export const Route = createFileRoute('/_default/transactions/{-$id}')({
  params: validParams('id'),
  component: () => <PendingPage title={msg`Transactions`} note={msg`Your purchases and their receipts will appear here.`} />,
});
