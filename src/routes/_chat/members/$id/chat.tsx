import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../../components/page-frame';
import { validParams } from '../../../-lib/params';

export const Route = createFileRoute('/_chat/members/$id/chat')({
  params: validParams('id'),
  component: () => <PendingPage title={msg`Chat`} note={msg`Your conversation with this member will appear here.`} />,
});
