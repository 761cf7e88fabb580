import { createFileRoute } from '@tanstack/react-router';
import { ChatsPage } from '../../../features/chat/chats-page';
import { loadFeatureCatalog } from '../../../i18n/activate';
import { loginIfLoggedOut } from '../../-lib/guards';

export const Route = createFileRoute('/_default/chats/')({
  beforeLoad: loginIfLoggedOut,
  loader: () => loadFeatureCatalog('chat'),
  component: ChatsPage,
});
