import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../components/page-frame';

export const Route = createFileRoute('/_default/directdebit')({
  component: () => <PendingPage title={msg`Direct debit`} note={msg`Pay by direct debit with your IBAN and phone number.`} />,
});
