import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../components/page-frame';

export const Route = createFileRoute('/_default/premium')({
  component: () => <PendingPage title={msg`Premium`} note={msg`Premium packages: your first purchase makes you a premium member for life.`} />,
});
