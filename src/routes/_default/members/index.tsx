import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/members/')({
  component: () => <PendingPage title={msg`Search members`} note={msg`Members matching your search will appear here, page by page.`} />,
});
