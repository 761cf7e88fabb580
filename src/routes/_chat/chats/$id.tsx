import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';
import { validParams } from '../../-lib/params';

export const Route = createFileRoute('/_chat/chats/$id')({
  params: validParams('id'),
  component: () => <PendingPage title={msg`Conversation`} note={msg`The messages of this conversation will appear here.`} />,
});
