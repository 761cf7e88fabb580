import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../../components/page-frame';
import { validParams } from '../../../-lib/params';

export const Route = createFileRoute('/_default/likes/m/$id')({
  params: validParams('id'),
  component: () => <PendingPage title={msg`Likes`} note={msg`The likes between you and this member will appear here.`} />,
});
