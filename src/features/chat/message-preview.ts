import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChatMessage } from '../../../common/api/chat';
import { GIFT_NAMES } from './chat-texts';

/** One line for a message in the conversation list: its text, or what it is when it is a photo or a gift. */
export function messagePreview(i18n: I18n, message: ChatMessage): string {
  let text = message.body;
  if (message.kind === 'image') text = message.body ? `📷 ${message.body}` : i18n._(msg`📷 Photo`);
  if (message.kind === 'gift' && message.gift) text = `🎁 ${i18n._(GIFT_NAMES[message.gift])}`;
  return message.from_me ? i18n._(msg`You: ${text}`) : text;
}

/** A message's time as a list shows it: the hour today, the day otherwise. */
export function shortTime(i18n: I18n, iso: string, now = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString()
    ? i18n.date(date, { hour: '2-digit', minute: '2-digit' })
    : i18n.date(date, { day: 'numeric', month: 'short' });
}
