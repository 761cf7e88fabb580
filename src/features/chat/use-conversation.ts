import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { openConversationAtom, readConversationAtom } from '../../atoms/chats';
import { freeMessagesLeftStored, historyState, messagesOf, partnerOf, typingAt, TYPING_SHOWN_MS } from '../../db/chats';
import { queuedFor } from '../../db/outbox';
import { useLive } from '../../db/use-live';

/**
 * A conversation with a member as the screen shows it: everything read live from Dexie (so it opens
 * offline and follows the live channel), its newest messages fetched on opening, and what the member
 * sees marked read, here and on the server (docs/product/states.md#unread-counts: opening sets the unread count to 0).
 */
export function useConversation(profileId: number) {
  const openConversation = useSetAtom(openConversationAtom);
  const readConversation = useSetAtom(readConversationAtom);
  const [openError, setOpenError] = useState<unknown>(null);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    let current = true;
    const open = () => openConversation({ profile: profileId }).then(
      () => current && (setOpened(true), setOpenError(null)),
      (caught: unknown) => current && (setOpened(true), setOpenError(caught)),
    );
    void open();
    // Back online, what came meanwhile is fetched.
    window.addEventListener('online', open);
    return () => {
      current = false;
      window.removeEventListener('online', open);
    };
  }, [profileId, openConversation]);

  const partner = useLive((database) => partnerOf(database, profileId), [profileId]);
  const conversation = partner?.conversation ?? null;
  const messages = useLive((database) => (conversation === null ? Promise.resolve([]) : messagesOf(database, conversation)), [conversation]);
  const queued = useLive((database) => queuedFor(database, profileId), [profileId]);
  const history = useLive((database) => (conversation === null ? Promise.resolve(null) : historyState(database, conversation)), [conversation]);
  const freeLeft = useLive((database) => freeMessagesLeftStored(database), []);
  const typing = useTyping(conversation);

  // What the member sees is read: the newest of the partner's messages, once each, while the page is shown.
  const newestFromPartner = (messages ?? []).reduce((newest, message) => (message.from_me ? newest : Math.max(newest, message.id)), 0);
  const marked = useRef(0);
  useEffect(() => {
    if (conversation === null || newestFromPartner <= marked.current) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || newestFromPartner <= marked.current) return;
      marked.current = newestFromPartner;
      readConversation(conversation, newestFromPartner).catch(() => {
        // Not on the server yet: the next view tries again.
        marked.current = 0;
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [conversation, newestFromPartner, readConversation]);

  return { partner, conversation, messages, queued, history, freeLeft, typing, opened, openError };
}

/** Whether the partner is writing: their last typing event is younger than TYPING_SHOWN_MS. */
function useTyping(conversation: number | null): boolean {
  const typedAt = useLive((database) => (conversation === null ? Promise.resolve(0) : typingAt(database, conversation)), [conversation]) ?? 0;
  const [now, setNow] = useState(() => Date.now());
  const showing = now - typedAt < TYPING_SHOWN_MS;
  useEffect(() => {
    // A new typing event shows at once; a timer hides it when it is old.
    const left = typedAt + TYPING_SHOWN_MS - Date.now();
    if (left <= 0) return;
    const frame = requestAnimationFrame(() => setNow(Date.now()));
    const timer = setTimeout(() => setNow(Date.now()), left);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [typedAt]);
  return showing;
}
