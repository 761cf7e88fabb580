import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Settings } from '../../../common/api/settings';
import { FREE_CONVERSATIONS, PHOTO_LIMIT } from '../../../common/constants';
import { CreditPrices, FreeUse, NoSubscription, PremiumForLife } from './credit-facts';
import { Question } from './text-page';

/** Credits, premium and refunds (docs/payments.md). */
export function CreditQuestions({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const conversations = FREE_CONVERSATIONS;
  const photos = PHOTO_LIMIT.free;
  const refundDays = settings.refund_days;
  return (
    <>
      <Question question={t`What is free, and what do credits pay for?`}>
        <FreeUse />
        <CreditPrices settings={settings} />
      </Question>
      <Question question={t`How do I buy credits?`}>
        <p><Trans>Choose a package on the <Link to="/credits">credits page</Link> and pay with one of the payment methods offered in your country. The credits are on your balance as soon as the payment is complete.</Trans></p>
        <p><Trans>Your purchases, and what you spent your credits on, are listed on your <Link to="/transactions/{-$id}" params={{}}>transactions page</Link>.</Trans></p>
      </Question>
      <Question question={t`Is there a subscription? Do credits expire?`}>
        <NoSubscription />
      </Question>
      <Question question={t`What is premium?`}>
        <PremiumForLife />
        <p><Trans>As a free member you can start up to <Plural value={conversations} one="# conversation" other="# conversations" /> and have up to {photos} photos, and you see only the public photos of other members.</Trans></p>
      </Question>
      <Question question={t`Can I get my money back?`}>
        <p><Trans>Yes: you may withdraw from a purchase within <Plural value={refundDays} one="# day" other="# days" />. Our <Link to="/pages/return-policy">return policy</Link> explains how, and what happens to credits you already spent.</Trans></p>
      </Question>
    </>
  );
}
