import { createFileRoute } from '@tanstack/react-router';
import { ChatsPage } from '../../../features/chat/chats-page';
import { chatTextsReady } from '../../../features/chat/chat-texts-ready';
import { loginIfLoggedOut } from '../../-lib/guards';

export const Route = createFileRoute('/_default/chats/')({
  beforeLoad: loginIfLoggedOut,
  loader: () => chatTextsReady,
  component: ChatsPage,
});
