import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { Fragment, useCallback, useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '../../../common/api/chat';
import { deleteQueuedMessageAtom, loadOlderMessagesAtom, retryMessageAtom } from '../../atoms/chats';
import { ListEnd } from '../../components/list-end';
import { useLoadMore } from '../../components/use-load-more';
import type { HistoryState } from '../../db/chats';
import type { OutboxRow } from '../../db/database';
import { MessageBubble, QueuedBubble } from './message-bubble';

interface Props {
  conversation: number | null;
  partnerName: string;
  messages: ChatMessage[];
  queued: OutboxRow[];
  history: HistoryState | null;
}

/** Near the bottom, a new message scrolls into view; further up, the member keeps reading where they are. */
const STICK_TO_BOTTOM_PX = 160;

function useDayLabel() {
  const { t, i18n } = useLingui();
  return (iso: string) => {
    const day = new Date(iso);
    const today = new Date();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    if (day.toDateString() === today.toDateString()) return t`Today`;
    if (day.toDateString() === yesterday.toDateString()) return t`Yesterday`;
    return i18n.date(day, { weekday: 'long', day: 'numeric', month: 'long', year: day.getFullYear() === today.getFullYear() ? undefined : 'numeric' });
  };
}

/**
 * The history of a conversation, oldest at the top, with a line for each day; the member's own
 * messages still on the device at the bottom. Scrolling up loads older messages (the one list rule);
 * above the oldest, the history window's notice (docs/product/errors.md#chat-and-messages).
 */
export function MessageList({ conversation, partnerName, messages, queued, history }: Props) {
  const { t } = useLingui();
  const dayLabel = useDayLabel();
  const loadOlder = useSetAtom(loadOlderMessagesAtom);
  const retry = useSetAtom(retryMessageAtom);
  const drop = useSetAtom(deleteQueuedMessageAtom);
  const oldest = messages[0]?.id;
  const hasMore = conversation !== null && oldest !== undefined && (history?.hasMore ?? false);
  const more = useCallback(() => (conversation !== null && oldest !== undefined ? loadOlder(conversation, oldest) : Promise.resolve()), [conversation, oldest, loadOlder]);
  const { sentinel, state, tryAgain } = useLoadMore(hasMore, more, messages.length);

  // Keep the view where the member reads: at the bottom for new messages, in place when older ones come above.
  const seen = useRef<{ oldest?: number; count: number; height: number }>({ count: 0, height: 0 });
  const count = messages.length + queued.length;
  useLayoutEffect(() => {
    const page = document.scrollingElement ?? document.documentElement;
    const before = seen.current;
    const grewAbove = before.oldest !== undefined && oldest !== undefined && oldest < before.oldest;
    const nearBottom = before.height - (page.scrollTop + page.clientHeight) < STICK_TO_BOTTOM_PX;
    if (grewAbove) page.scrollTop += page.scrollHeight - before.height;
    else if (count > before.count && (before.count === 0 || nearBottom)) page.scrollTop = page.scrollHeight;
    seen.current = { oldest, count, height: page.scrollHeight };
  }, [oldest, count]);

  const items = withDayLines([
    ...messages.map((message) => ({ key: `m${message.id}`, at: message.created_at, message })),
    ...queued.map((row) => ({ key: `q${row.clientId}`, at: row.createdAt, row })),
  ]);

  return (
    <section className="message-list" aria-label={t`Messages with ${partnerName}`}>
      {hasMore && <ListEnd sentinel={sentinel} state={state} hasMore={hasMore} tryAgain={tryAgain} loading={<Trans>Loading older messages…</Trans>} />}
      {!hasMore && history?.olderHidden && <p className="history-hidden" role="note"><Trans>Older messages are no longer visible to protect your privacy.</Trans></p>}
      {count === 0 && <p className="conversation-empty"><Trans>No messages yet. Say hello to {partnerName}!</Trans></p>}
      <ol aria-live="polite" aria-relevant="additions">
        {items.map((item) => (
          <Fragment key={item.key}>
            {item.newDay && <li className="day-line"><span>{dayLabel(item.at)}</span></li>}
            {'message' in item
              ? <MessageBubble message={item.message} partnerName={partnerName} />
              : <QueuedBubble row={item.row} partnerName={partnerName} onRetry={() => void retry(item.row.clientId)} onDelete={() => void drop(item.row.clientId)} />}
          </Fragment>
        ))}
      </ol>
    </section>
  );
}

/** Marks each item that starts a new day (in the member's own time zone). */
function withDayLines<T extends { at: string }>(items: T[]): (T & { newDay: boolean })[] {
  return items.map((item, index) => ({
    ...item,
    newDay: index === 0 || new Date(items[index - 1]!.at).toDateString() !== new Date(item.at).toDateString(),
  }));
}
