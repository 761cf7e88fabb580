import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/chats/')({
  component: () => <PendingPage title={msg`Messages`} note={msg`Your conversations will appear here.`} />,
});
