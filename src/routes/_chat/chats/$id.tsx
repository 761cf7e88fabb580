import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { ConversationById } from '../../../features/chat/conversation';
import { chatTextsReady } from '../../../features/chat/chat-texts-ready';
import { loginIfLoggedOut } from '../../-lib/guards';
import { validParams } from '../../-lib/params';

export const Route = createFileRoute('/_chat/chats/$id')({
  params: validParams('id'),
  beforeLoad: loginIfLoggedOut,
  loader: () => chatTextsReady,
  component: ConversationPage,
});

const route = getRouteApi('/_chat/chats/$id');

function ConversationPage() {
  const { id } = route.useParams();
  return <ConversationById key={id} conversation={Number(id)} />;
}
