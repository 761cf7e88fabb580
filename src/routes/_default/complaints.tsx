import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../components/page-frame';

export const Route = createFileRoute('/_default/complaints')({
  component: () => <PendingPage title={msg`Complaints`} note={msg`Tell us what went wrong, and we will answer within a few working days.`} />,
});
