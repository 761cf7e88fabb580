import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/pages/ban')({
  component: () => <PendingPage title={msg`Ban policy`} note={msg`When and why we block accounts.`} />,
});
