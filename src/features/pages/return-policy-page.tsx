import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Settings } from '../../../common/api/settings';
import { MailLink } from './contact-links';
import { ChargebackNote, PremiumEndsNote } from './purchase-reversal';
import { SettingsTextPage, TextSection } from './text-page';

/** How a purchase is withdrawn from within the settings' refund days, and what then happens to its credits (docs/payments.md). */
export function ReturnPolicyPage() {
  const { t } = useLingui();
  return <SettingsTextPage title={t`Return policy`}>{(settings) => <ReturnPolicy settings={settings} />}</SettingsTextPage>;
}

function ReturnPolicy({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const days = settings.refund_days;
  return (
    <>
      <p className="page-note"><Trans>You may withdraw from a purchase of credits within <Plural value={days} one="# day" other="# days" /> of buying them, without giving a reason.</Trans></p>

      <TextSection title={t`How to withdraw`}>
        <p><Trans>Send an e-mail to <MailLink address={settings.support_email} /> within <Plural value={days} one="# day" other="# days" /> of your purchase. Write from the e-mail address of your account, or tell us that address, and say which purchase it is about.</Trans></p>
        <p><Trans>Your purchases and their dates are listed on your <Link to="/transactions/{-$id}" params={{}}>transactions page</Link>. You do not have to give a reason.</Trans></p>
      </TextSection>

      <TextSection title={t`What happens to your credits`}>
        <p><Trans>When we refund a purchase, the credits of that purchase that are still on your balance are taken off it. Credits you have already spent on messages, photos or gifts have been used and cannot be given back: we refund the part of the purchase whose credits you have not spent.</Trans></p>
        <PremiumEndsNote />
      </TextSection>

      <TextSection title={t`How you get your money back`}>
        <p><Trans>We refund the amount through our payment provider, to the payment method you paid with: your card, your bank account or your PayPal account, for example.</Trans></p>
      </TextSection>

      <TextSection title={t`Chargebacks and returned direct debits`}>
        <ChargebackNote />
        <p><Trans>Other payment methods stay open to you. Please write to us before you go to your bank: we are glad to help.</Trans></p>
      </TextSection>

      <TextSection title={t`Questions`}>
        <p><Trans>Not sure whether you can still withdraw? Write to <MailLink address={settings.support_email} />, or see our <Link to="/pages/service">customer service page</Link>.</Trans></p>
      </TextSection>
    </>
  );
}
