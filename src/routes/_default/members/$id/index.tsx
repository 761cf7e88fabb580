import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../../components/page-frame';
import { validParams } from '../../../-lib/params';

export const Route = createFileRoute('/_default/members/$id/')({
  params: validParams('id'),
  component: () => <PendingPage title={msg`Profile`} note={msg`This member's photos, details and interests will appear here.`} />,
});
