import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { openConversationAtom } from '../../atoms/chats';
import { fictionalMarkingAtom } from '../../atoms/settings';
import { FictionalNotice } from '../../components/fictional-notice';
import { usePageTitle } from '../../components/page-title';
import { partnerIdOf } from '../../db/chats';
import { useLive } from '../../db/use-live';
import { problemOf, useProblemText } from '../../i18n/problem-text';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { useConversation } from './use-conversation';
import './chat.css';

/** Answers that mean there is no conversation to show: the page says why instead. */
const CLOSED = new Set(['blocked_by', 'blocked_member', 'profile_unknown', 'conversation_unknown']);

/** /members/{id}/chat: the conversation with a member, started by the first message. */
export function Conversation({ profileId }: { profileId: number }) {
  const { t } = useLingui();
  const { errorText } = useProblemText();
  const fictional = useAtomValue(fictionalMarkingAtom);
  const { partner, conversation, messages, queued, history, freeLeft, typing, opened, openError } = useConversation(profileId);
  const name = partner?.profile.name ?? '';
  usePageTitle(name ? t`Chat with ${name}` : t`Chat`);

  const closed = CLOSED.has(problemOf(openError)?.code ?? '');
  if (closed || (!partner && opened && openError !== null)) {
    return (
      <div className="conversation">
        <ConversationHeader />
        <p className="notice" role="alert">{errorText(openError)}</p>
        <p><Link to="/chats"><Trans>Back to your messages</Trans></Link></p>
      </div>
    );
  }
  if (!partner || messages === undefined || queued === undefined) {
    return <div className="conversation"><ConversationHeader /><p role="status"><Trans>Loading…</Trans></p></div>;
  }

  const { profile } = partner;
  return (
    <div className="conversation">
      <ConversationHeader>
        <Link to="/members/$id" params={{ id: String(profile.id) }} className="conversation-partner">
          {profile.photo
            ? <img src={profile.photo.thumb} alt="" width="44" height="44" className="chat-avatar" />
            : <span className="chat-avatar photo-placeholder" />}
          <span>
            <h1 className="conversation-name">{profile.name}, {profile.age}</h1>
            <span className="conversation-typing" aria-live="polite">{typing ? <Trans>{name} is typing…</Trans> : ''}</span>
          </span>
        </Link>
        <Link to="/complaints" search={{ profile: profile.id }} className="conversation-report" aria-label={t`Report ${name}`}><Trans>Report</Trans></Link>
      </ConversationHeader>
      {profile.fictional && fictional && (
        <div className="conversation-fictional">
          <FictionalNotice {...fictional} />
          <p><Trans>Messages to fictional profiles are read and answered by our team. An answer can take a while.</Trans></p>
        </div>
      )}
      {openError !== null && <p className="notice" role="status">{errorText(openError)}</p>}
      <MessageList conversation={conversation} partnerName={profile.name} messages={messages} queued={queued} history={history ?? null} />
      <Composer profileId={profile.id} conversation={conversation} partnerName={profile.name} empty={messages.length + queued.length === 0} freeLeft={freeLeft ?? 0} />
    </div>
  );
}

function ConversationHeader({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <header className="conversation-header">
      <Link to="/chats" className="back-button" aria-label={t`Back to your messages`}>‹</Link>
      {children}
    </header>
  );
}

/** /chats/{id}: a conversation by its id; its partner is known from the list, or asked of the server. */
export function ConversationById({ conversation }: { conversation: number }) {
  const { errorText } = useProblemText();
  const profileId = useLive((database) => partnerIdOf(database, conversation), [conversation]);
  const openConversation = useSetAtom(openConversationAtom);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (profileId === null) openConversation({ conversation }).catch(setError);
  }, [profileId, conversation, openConversation, setError]);
  if (profileId) return <Conversation profileId={profileId} />;
  return (
    <div className="conversation">
      <ConversationHeader />
      {error !== null ? <p className="notice" role="alert">{errorText(error)}</p> : <p role="status"><Trans>Loading…</Trans></p>}
    </div>
  );
}
