import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { Chat } from '../../../common/api/chat';
import { badgeText } from '../../../common/rules/badges';
import { loadChatsAtom, removeChatAtom } from '../../atoms/chats';
import { fictionalMarkingAtom } from '../../atoms/settings';
import { FictionalNotice } from '../../components/fictional-notice';
import { PageFrame } from '../../components/page-frame';
import { chatsByNewest } from '../../db/chats';
import { useLive } from '../../db/use-live';
import { useProblemText } from '../../i18n/problem-text';
import { MessagePreview, shortTime } from './message-preview';
import './chat.css';

/**
 * /chats: the member's conversations, newest first, from Dexie (so offline too) and fetched anew on
 * opening; the poller and the live channel move it as messages come.
 */
export function ChatsPage() {
  const { t } = useLingui();
  const { errorText } = useProblemText();
  const chats = useLive((database) => chatsByNewest(database), []);
  const loadChats = useSetAtom(loadChatsAtom);
  const removeChat = useSetAtom(removeChatAtom);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [removeError, setRemoveError] = useState<unknown>(null);

  const refresh = useCallback(async () => {
    try {
      await loadChats();
      setLoadError(null);
    } catch (caught) {
      setLoadError(caught);
    }
  }, [loadChats]);

  useEffect(() => {
    // refresh() sets state only after its first await, never during this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [refresh]);

  const remove = async (chat: Chat) => {
    setRemoveError(null);
    try {
      await removeChat(chat.conversation);
    } catch (caught) {
      setRemoveError(caught);
    }
  };

  return (
    <PageFrame title={t`Messages`}>
      {removeError !== null && <RemoveFailed reason={errorText(removeError)} />}
      {loadError !== null && (
        <p className="notice" role="status">
          {errorText(loadError)}{' '}
          <button type="button" className="link-button" onClick={() => void refresh()}><Trans>Try again</Trans></button>
        </p>
      )}
      {chats === undefined ? (
        <p role="status"><Trans>Loading…</Trans></p>
      ) : chats.length === 0 ? (
        <div className="chats-empty">
          <p><Trans>No conversations yet. Write to someone who caught your eye: they will be glad to hear from you.</Trans></p>
          <p><Link to="/members" className="button button-primary"><Trans>Find members</Trans></Link></p>
        </div>
      ) : (
        <ul className="chat-list">
          {chats.map((chat) => <ChatRow key={chat.conversation} chat={chat} onRemove={() => void remove(chat)} />)}
        </ul>
      )}
    </PageFrame>
  );
}

/** docs/product/states.md#removing-a-conversation: a removal the server refused shows an alert with the error (the list is read anew). */
function RemoveFailed({ reason }: { reason: string }) {
  const { t } = useLingui();
  return <p className="notice" role="alert">{t`The conversation could not be removed: ${reason}`}</p>;
}

function ChatRow({ chat, onRemove }: { chat: Chat; onRemove: () => void }) {
  const { t, i18n } = useLingui();
  const fictional = useAtomValue(fictionalMarkingAtom);
  const { profile, num_unread_messages: unread, last_message: last } = chat;
  const name = profile.name;
  return (
    <li className={unread > 0 ? 'chat-row chat-row-unread' : 'chat-row'}>
      <Link to="/chats/$id" params={{ id: String(chat.conversation) }} className="chat-row-link">
        {profile.photo
          ? <img src={profile.photo.thumb} alt="" width="56" height="56" loading="lazy" decoding="async" className="chat-avatar" />
          : <span className="chat-avatar photo-placeholder" />}
        <span className="chat-row-text">
          <span className="chat-row-name">{name}, {profile.age}</span>
          {last && <span className="chat-row-preview"><MessagePreview message={last} /></span>}
        </span>
        <span className="chat-row-meta">
          {last && <time dateTime={last.created_at}>{shortTime(i18n, last.created_at)}</time>}
          {unread > 0 && <span className="badge badge-accent" aria-label={t`${unread} unread`}>{badgeText(unread)}</span>}
        </span>
      </Link>
      {profile.fictional && fictional && <FictionalNotice {...fictional} compact />}
      <button type="button" className="chat-row-remove" aria-label={t`Remove the conversation with ${name}`} onClick={onRemove}>×</button>
    </li>
  );
}
