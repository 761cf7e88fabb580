import { Plural, Trans } from '@lingui/react/macro';
import type { Settings } from '../../../common/api/settings';
import { FREE_CONVERSATIONS, PHOTO_LIMIT } from '../../../common/constants';
import { GIFTS } from '../../../common/gifts';

/** What is free, what credits buy and what premium gives: said alike on the terms and in the FAQ. */

export function FreeUse() {
  const conversations = FREE_CONVERSATIONS;
  return <p><Trans>Signing up, searching, liking and looking at profiles are free. As a free member you can start up to <Plural value={conversations} one="# conversation" other="# conversations" />, your first few text messages are free, and answering members who write to you is never limited.</Trans></p>;
}

/** The prices of the settings of docs/product/data.md#global-settings; a gift costs a multiple of gift_credits (common/gifts.ts). */
export function CreditPrices({ settings }: { settings: Settings }) {
  const message = settings.message_credits;
  const photo = settings.photo_credits;
  const gift = settings.gift_credits;
  const dearestGift = Math.max(...GIFTS.map(({ factor }) => factor)) * gift;
  return <p><Trans>Everything else is paid with credits: a message costs <Plural value={message} one="# credit" other="# credits" />, a photo in a chat <Plural value={photo} one="# credit" other="# credits" />, and a gift from {gift} to <Plural value={dearestGift} one="# credit" other="# credits" />.</Trans></p>;
}

export function NoSubscription() {
  return <p><Trans>There is no subscription: you pay only when you buy a package. Credits never expire. They cannot be exchanged for money or passed on to another account.</Trans></p>;
}

export function PremiumForLife() {
  const photos = PHOTO_LIMIT.premium;
  return <p><Trans>Your first purchase makes you a premium member for life: you see the private photos of other members, you can have up to {photos} photos, and you can start as many conversations as you like.</Trans></p>;
}
