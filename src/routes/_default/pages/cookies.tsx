import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/pages/cookies')({
  component: () => <PendingPage title={msg`Cookies`} note={msg`Which cookies we use, and why.`} />,
});
