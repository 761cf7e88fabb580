import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../../../components/page-frame';
import { validParams } from '../../../../-lib/params';

export const Route = createFileRoute('/_lander/members/$id/landing2/{-$slug}')({
  params: validParams('id', 'slug'),
  component: () => <PendingPage title={msg`Meet this member`} note={msg`Sign up for free to send this member your first message.`} />,
});
