import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Settings } from '../../../common/api/settings';
import { AccountQuestions, NotificationQuestions, PhotoQuestions } from './faq-account';
import { CreditQuestions } from './faq-credits';
import { FictionalQuestions, LikeQuestions, SafetyQuestions } from './faq-members';
import { SettingsTextPage, TextSection } from './text-page';

/** The questions members ask most, each answered as the product really works (docs/pages.md). */
export function FaqPage() {
  const { t } = useLingui();
  return <SettingsTextPage title={t`Frequently asked questions`}>{(settings) => <Questions settings={settings} />}</SettingsTextPage>;
}

function Questions({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  return (
    <>
      <p className="page-note"><Trans>Here are the answers to the questions we are asked most. Open a question to read its answer. Did not find yours? Our <Link to="/pages/service">customer service</Link> is happy to help.</Trans></p>
      <TextSection title={t`Credits and premium`}><CreditQuestions settings={settings} /></TextSection>
      <TextSection title={t`Fictional profiles`}><FictionalQuestions settings={settings} /></TextSection>
      <TextSection title={t`Likes, matches and blocking`}><LikeQuestions site={settings.name} /></TextSection>
      <TextSection title={t`Your account`}><AccountQuestions /></TextSection>
      <TextSection title={t`Photos`}><PhotoQuestions photoCredits={settings.photo_credits} /></TextSection>
      <TextSection title={t`Notifications`}><NotificationQuestions site={settings.name} /></TextSection>
      <TextSection title={t`Safety`}><SafetyQuestions /></TextSection>
    </>
  );
}
