import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CompanyInfo } from '../../../common/api/catalog';
import type { Settings } from '../../../common/api/settings';
import { PHOTO_LIMIT, REACTIVATION_DAYS } from '../../../common/constants';
import { configuredCountryName } from '../../../common/country-names';
import { withNameStop } from '../../../common/rules/sentence-stop';
import { CompanyDetails } from './company-details';
import { ConductRules } from './conduct-rules';
import { MailLink } from './contact-links';
import { CreditPrices, FreeUse, NoSubscription, PremiumForLife } from './credit-facts';
import { FictionalAnswers, FictionalLikes, FictionalMarking } from './fictional-facts';
import { ChargebackNote, PremiumEndsNote } from './purchase-reversal';
import { NeedsConnection, SettingsTextPage, TextSection } from './text-page';

/** The terms and conditions, with the date they are in force since (docs/pages.md lists where each fact comes from). */
export function TermsPage({ company }: { company: CompanyInfo | null }) {
  const { t } = useLingui();
  return (
    <SettingsTextPage title={t`Terms and conditions`}>
      {(settings) => (company ? <Terms company={company} settings={settings} /> : <NeedsConnection />)}
    </SettingsTextPage>
  );
}

function Terms({ company, settings }: { company: CompanyInfo; settings: Settings }) {
  const { t, i18n } = useLingui();
  // Formatted in UTC: the date is a day, and 12:00 UTC falls on that day nearly everywhere.
  const date = i18n.date(company.terms_date, { dateStyle: 'long', timeZone: 'UTC' });
  const site = settings.name;
  const operator = company.name;
  const minAge = settings.min_age;
  const refundDays = settings.refund_days;
  const country = configuredCountryName(i18n.locale, company.country);
  return (
    <>
      <p className="page-note"><Trans>These terms apply to everyone who uses {site}. Please read them before you sign up: by signing up, you accept them.</Trans></p>
      <p><Trans>In force since {date}.</Trans></p>

      <TextSection title={t`Who we are`}>
        <p>{withNameStop(t`${site} is run by ${operator}. Our full company details are at the end of this page.`, operator)}</p>
      </TextSection>

      <TextSection title={t`Who may join`}>
        <p><Trans>You must be at least {minAge} years old to sign up and to use {site}.</Trans></p>
        <p><Trans>You may have one account. It is personal: do not let anyone else use it, and keep your password to yourself.</Trans></p>
        <p><Trans>Your account starts when you confirm your e-mail address with the link we send you. Until then your profile is not shown, and the messages you write wait: they are delivered once you confirm.</Trans></p>
      </TextSection>

      <TextSection title={t`Your profile`}>
        <Profile />
      </TextSection>

      <TextSection title={t`How members treat each other`}>
        <p><Trans>{site} is for adults who want to meet and chat with respect. You may not:</Trans></p>
        <ConductRules site={site} minAge={minAge} />
        <p><Trans>Breaking these rules can lead to a ban, as our <Link to="/pages/ban">ban policy</Link> explains. You can report a member who breaks them through our <Link to="/complaints">complaints form</Link>.</Trans></p>
      </TextSection>

      <TextSection title={t`Fictional profiles`}>
        <FictionalMarking site={site} />
        <FictionalAnswers />
        <FictionalLikes />
      </TextSection>

      <TextSection title={t`Credits, prices and premium`}>
        <FreeUse />
        <CreditPrices settings={settings} />
        <p><Trans>You buy credits in packages. Their prices are on our <Link to="/pricing">pricing page</Link>, in your currency and including VAT. Payments are handled by our payment provider. Some payment methods carry a transaction fee; it is part of the amount you pay and is shown with your transactions.</Trans></p>
        <NoSubscription />
        <PremiumForLife />
      </TextSection>

      <TextSection title={t`Withdrawal and refunds`}>
        <p><Trans>You may withdraw from a purchase within <Plural value={refundDays} one="# day" other="# days" />. How to do so, and what happens to your credits, is explained in our <Link to="/pages/return-policy">return policy</Link>.</Trans></p>
        <ChargebackNote />
        <PremiumEndsNote />
      </TextSection>

      <TextSection title={t`Ending your account`}>
        <p><Trans>You can delete your account at any time on your <Link to="/profile">profile page</Link>. Your profile disappears at once. You can reactivate your account within <Plural value={REACTIVATION_DAYS} one="# day" other="# days" />; after that it is deleted for good, with your photos, messages and credits.</Trans></p>
        <p><Trans>We may ban an account that breaks these terms, as our <Link to="/pages/ban">ban policy</Link> explains.</Trans></p>
      </TextSection>

      <TextSection title={t`Our responsibility`}>
        <p><Trans>We do our best to keep {site} available and safe, but we cannot promise that it always works without interruption.</Trans></p>
        <p><Trans>We do not check members' identity. Members are responsible for what they write and send, and for the meetings they arrange. Please take care when you meet someone: our <Link to="/pages/faq">frequently asked questions</Link> give safety tips.</Trans></p>
        <p><Trans>Nothing in these terms limits the rights that the consumer law of your country gives you.</Trans></p>
      </TextSection>

      <TextSection title={t`Complaints`}>
        <p><Trans>Not happy with us, or with another member? Tell us through our <Link to="/complaints">complaints form</Link>. Every complaint gets a reference number, and we answer by e-mail. You can also write to <MailLink address={company.support_email} />.</Trans></p>
      </TextSection>

      <TextSection title={t`Applicable law`}>
        <p><Trans>These terms are governed by the law of the country where we are established: {country}. If you live in another country, you keep the protection that the consumer law of your own country gives you.</Trans></p>
      </TextSection>

      <TextSection title={t`Changes to these terms`}>
        <p><Trans>We may change these terms, for example when {site} gets new features. The date at the top of this page shows since when the current terms apply. A purchase stays under the terms that applied when you made it.</Trans></p>
      </TextSection>

      <TextSection title={t`Company details`}>
        <CompanyDetails company={company} />
      </TextSection>
    </>
  );
}

function Profile() {
  const free = PHOTO_LIMIT.free;
  const premium = PHOTO_LIMIT.premium;
  return (
    <>
      <p><Trans>Give true information about yourself, such as your age, your gender and whom you are looking for. Other members see your name, age, place, photos and what you write about yourself; never your e-mail address or your date of birth.</Trans></p>
      <p><Trans>Your photos must show you. Our team checks every photo before other members can see it. A free member can have up to {free} photos, a premium member up to {premium}.</Trans></p>
      <p><Trans>You can keep your profile out of search results with invisible mode, on your <Link to="/profile">profile page</Link>.</Trans></p>
    </>
  );
}
