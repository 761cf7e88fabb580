import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChatMessage } from '../../../common/api/chat';
import { GIFT_NAMES } from './chat-texts';
import { CameraIcon, GiftIcon } from './icons';

/**
 * One line for a message in the conversation list: its text, or what it is when it is a photo or a
 * gift, marked with the chat's own icons (an emoji is an empty box where the phone's font lacks it).
 */
export function MessagePreview({ message }: { message: ChatMessage }) {
  const { i18n } = useLingui();
  const gift = message.kind === 'gift' ? message.gift : null;
  const words = gift ? i18n._(GIFT_NAMES[gift]) : message.kind === 'image' ? message.body || i18n._(msg`Photo`) : message.body;
  const text = (
    <>
      {gift ? <GiftIcon /> : message.kind === 'image' && <CameraIcon />}
      {words}
    </>
  );
  return message.from_me ? <Trans>You: {text}</Trans> : text;
}

/** A message's time as a list shows it: the hour today, the day otherwise. */
export function shortTime(i18n: I18n, iso: string, now = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString()
    ? i18n.date(date, { hour: '2-digit', minute: '2-digit' })
    : i18n.date(date, { day: 'numeric', month: 'short' });
}
