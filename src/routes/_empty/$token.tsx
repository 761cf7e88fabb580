import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../components/page-frame';
import { validParams } from '../-lib/params';

export const Route = createFileRoute('/_empty/$token')({
  params: validParams('token'),
  component: () => <PendingPage title={msg`You are invited`} note={msg`Use this invitation to create your account.`} />,
});
