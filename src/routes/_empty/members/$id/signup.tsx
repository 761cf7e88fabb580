import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../../components/page-frame';
import { validParams } from '../../../-lib/params';

export const Route = createFileRoute('/_empty/members/$id/signup')({
  params: validParams('id'),
  component: () => <PendingPage title={msg`Sign up to write to this member`} note={msg`Create your account, and your first message to this member is free.`} />,
});
