import { createFileRoute } from '@tanstack/react-router';
import { ChatsPage } from '../../../features/chat/chats-page';
import { loginIfLoggedOut } from '../../-lib/guards';

export const Route = createFileRoute('/_default/chats/')({ beforeLoad: loginIfLoggedOut, component: ChatsPage });
