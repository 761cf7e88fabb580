import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ChatMessage } from '../../../common/api/chat';
import { giftImageUrl, type GiftId } from '../../../common/gifts';
import type { OutboxRow } from '../../db/database';
import { useProblemText } from '../../i18n/problem-text';
import { GIFT_NAMES } from './chat-texts';

/** What a bubble shows, for a message of the server's and one still in the outbox alike. */
interface BubbleContent {
  fromMe: boolean;
  kind: ChatMessage['kind'];
  body: string;
  gift: GiftId | null;
  photo: { card: string; full: string } | null;
  createdAt: string;
}

function Content({ content, partnerName }: { content: BubbleContent; partnerName: string }) {
  const { t } = useLingui();
  const { kind, gift, photo, body, fromMe } = content;
  return (
    <>
      {kind === 'image' && photo && (
        <a href={photo.full} target="_blank" rel="noreferrer" className="bubble-photo">
          <img src={photo.card} alt={fromMe ? t`Photo you sent` : t`Photo from ${partnerName}`} width="240" height="240" loading="lazy" decoding="async" />
        </a>
      )}
      {kind === 'gift' && gift && <GiftContent gift={gift} fromMe={fromMe} partnerName={partnerName} />}
      {body && <span className="bubble-text">{body}</span>}
    </>
  );
}

function GiftContent({ gift, fromMe, partnerName }: { gift: GiftId; fromMe: boolean; partnerName: string }) {
  const { i18n } = useLingui();
  const giftName = i18n._(GIFT_NAMES[gift]);
  return (
    <span className="bubble-gift">
      <img src={giftImageUrl(gift)} alt="" width="96" height="96" />
      <span>{fromMe ? <Trans>You sent a gift: {giftName}</Trans> : <Trans>{partnerName} sent you a gift: {giftName}</Trans>}</span>
    </span>
  );
}

function Time({ iso }: { iso: string }) {
  const { i18n } = useLingui();
  return <time dateTime={iso}>{i18n.date(new Date(iso), { hour: 'numeric', minute: '2-digit' })}</time>;
}

/** A message the server holds: the partner's, or the member's with where it stands (held, delivered, read). */
export function MessageBubble({ message, partnerName }: { message: ChatMessage; partnerName: string }) {
  const { t } = useLingui();
  const content: BubbleContent = {
    fromMe: message.from_me, kind: message.kind, body: message.body, gift: message.gift, photo: message.photo, createdAt: message.created_at,
  };
  const marks = { held: ['⏳', t`Waiting until you confirm your e-mail address`], delivered: ['✓', t`Delivered`], read: ['✓✓', t`Read`] } as const;
  const [mark, label] = marks[message.state];
  return (
    <li className={message.from_me ? 'bubble bubble-mine' : 'bubble'} data-state={message.from_me ? message.state : undefined}>
      <Content content={content} partnerName={partnerName} />
      <span className="bubble-meta">
        <Time iso={message.created_at} />
        {message.from_me
          ? <span className={`bubble-mark bubble-mark-${message.state}`} title={label} aria-label={label}>{mark}</span>
          : <Link to="/complaints" search={{ message: message.id }} className="bubble-report" aria-label={t`Report this message`}><Trans>Report</Trans></Link>}
      </span>
    </li>
  );
}

/** A message still on this device: waiting to be sent, or refused with why, to send again or delete. */
export function QueuedBubble({ row, partnerName, onRetry, onDelete }: { row: OutboxRow; partnerName: string; onRetry: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const { text } = useProblemText();
  const content: BubbleContent = {
    fromMe: true, kind: row.kind, body: row.body, gift: row.gift ?? null,
    photo: row.photoUrl ? { card: row.photoUrl, full: row.photoUrl } : null, createdAt: row.createdAt,
  };
  const failed = row.state === 'failed';
  const reason = failed ? text(row.error?.code ?? 'unknown', row.error?.params) : '';
  const pendingLabel = t`Not sent yet: it goes as soon as there is a connection`;
  return (
    <li className="bubble bubble-mine bubble-queued" data-state={row.state}>
      <Content content={content} partnerName={partnerName} />
      <span className="bubble-meta">
        <Time iso={row.createdAt} />
        {!failed && <span className="bubble-mark" title={pendingLabel} aria-label={pendingLabel}>🕓</span>}
      </span>
      {failed && (
        <span className="bubble-failed" role="alert">
          <span>{t`Not sent: ${reason}`}</span>
          <button type="button" className="link-button" onClick={onRetry}><Trans>Send again</Trans></button>
          <button type="button" className="link-button" onClick={onDelete}><Trans>Delete</Trans></button>
        </span>
      )}
    </li>
  );
}
