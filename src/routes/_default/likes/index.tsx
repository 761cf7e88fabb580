import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/likes/')({
  component: () => <PendingPage title={msg`Likes`} note={msg`Members who liked you, and members you liked, will appear here.`} />,
});
