import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Settings } from '../../../common/api/settings';
import { AUTH_COOKIE, REACTIVATION_DAYS } from '../../../common/constants';
import { configuredCountryName } from '../../../common/country-names';
import { MailLink } from './contact-links';
import { PrivacyData } from './privacy-data';
import { SettingsTextPage, TextSection } from './text-page';

/** The privacy statement: who, what, why, how long, who else, and the member's rights (docs/pages.md lists the sources). */
export function PrivacyPage() {
  const { t } = useLingui();
  return <SettingsTextPage title={t`Privacy statement`}>{(settings) => <Privacy settings={settings} />}</SettingsTextPage>;
}

function Privacy({ settings }: { settings: Settings }) {
  const { t, i18n } = useLingui();
  const site = settings.name;
  const operator = settings.company_name;
  const address = `${settings.address}, ${settings.city}, ${configuredCountryName(i18n.locale, settings.country)}`;
  const email = <MailLink address={settings.support_email} />;
  const sessionDays = AUTH_COOKIE.maxAgeDays;
  return (
    <>
      <p className="page-note"><Trans>This statement explains which personal data {site} keeps about you, why, for how long, and who else receives it.</Trans></p>

      <TextSection title={t`Who is responsible`}>
        <p><Trans>{operator}, {address}, is responsible for your personal data on {site}. You can reach us at {email}.</Trans></p>
      </TextSection>

      <TextSection title={t`What we keep, and why`}>
        <PrivacyData site={site} />
      </TextSection>

      <TextSection title={t`How long we keep it`}>
        <p><Trans>Most of your data stays as long as you have an account. When you delete your account, your profile disappears at once, and <Plural value={REACTIVATION_DAYS} one="# day" other="# days" /> later everything is deleted for good: your account, profile, photos, conversations and messages (also from the other member's list), likes, blocks, payments and the record of how you came to us.</Trans></p>
        <p><Trans>A complaint is kept for two years, apart from the account of whoever sent it: it stays when that account is deleted, no longer linked to it.</Trans></p>
        <p><Trans>Some data goes sooner:</Trans></p>
        <ul>
          <li><Trans>a login session after <Plural value={sessionDays} one="# day" other="# days" />, or when you log out;</Trans></li>
          <li><Trans>login attempts, with their network address, after a day;</Trans></li>
          <li><Trans>the network address a complaint came from after a day;</Trans></li>
          <li><Trans>the links we e-mail you (to confirm your address, reset your password and so on) a day after they were used or ran out;</Trans></li>
          <li><Trans>the record of which notifications we sent you after 30 days;</Trans></li>
          <li><Trans>a photo you delete at once, with all its copies.</Trans></li>
        </ul>
      </TextSection>

      <TextSection title={t`Who else receives your data`}>
        <ul>
          <li><Trans>Other members see your profile and the messages you send them.</Trans></li>
          <li><Trans>Our payment provider handles your payments. It receives the amount and the payment method, and for payment methods that can be saved for later also your name and e-mail address. What you enter on its payment page goes to the provider, not to us. For direct debit, we pass on the account holder's name and account number you give us.</Trans></li>
          <li><Trans>Our mail provider delivers our e-mails to you, and tells us when one could not be delivered or was marked as spam.</Trans></li>
          <li><Trans>For direct debit, an SMS provider texts the confirmation code to your mobile number.</Trans></li>
          <li><Trans>If you turn on push notifications, they travel through the push service of your browser's maker (such as Google, Mozilla, Apple or Microsoft), encrypted so that the service cannot read them.</Trans></li>
        </ul>
        <p><Trans>We do not sell your data, and we do not share it with advertisers.</Trans></p>
      </TextSection>

      <TextSection title={t`Your rights`}>
        <p><Trans>You can see and correct most of your data yourself: your profile and account on your <Link to="/profile">profile page</Link>, and your e-mail choices on the <Link to="/notifications">notifications page</Link>.</Trans></p>
        <p><Trans>You have the right to a copy of the personal data we keep about you, to have it corrected, and to object to how we use it. Write to {email} and we will help you.</Trans></p>
        <p><Trans>You can have your data deleted by deleting your account on your <Link to="/profile">profile page</Link>; above you can read how long that takes.</Trans></p>
        <p><Trans>If you think we handle your data wrongly, please tell us first. You also have the right to complain to a data protection authority, in the country where you live or in ours.</Trans></p>
      </TextSection>

      <TextSection title={t`Cookies`}>
        <p><Trans>Which cookies we set, and what the app keeps on your device, is explained on our <Link to="/pages/cookies">cookies page</Link>.</Trans></p>
      </TextSection>

      <TextSection title={t`Contact`}>
        <p><Trans>Questions about this statement or about your data? Write to us at {email}.</Trans></p>
      </TextSection>
    </>
  );
}
