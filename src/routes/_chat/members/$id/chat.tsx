import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { Conversation } from '../../../../features/chat/conversation';
import { chatTextsReady } from '../../../../features/chat/chat-texts-ready';
import { loginIfLoggedOut } from '../../../-lib/guards';
import { validParams } from '../../../-lib/params';

export const Route = createFileRoute('/_chat/members/$id/chat')({
  params: validParams('id'),
  beforeLoad: loginIfLoggedOut,
  loader: () => chatTextsReady,
  component: ChatPage,
});

const route = getRouteApi('/_chat/members/$id/chat');

function ChatPage() {
  const { id } = route.useParams();
  return <Conversation key={id} profileId={Number(id)} />;
}
