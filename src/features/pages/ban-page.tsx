import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Settings } from '../../../common/api/settings';
import { LOGIN_LOCKOUT } from '../../../common/constants';
import { ConductRules } from './conduct-rules';
import { MailLink } from './contact-links';
import { SettingsTextPage, TextSection } from './text-page';

/** When an account is banned, what a ban means, what is not one, and how to object (docs/pages.md). */
export function BanPage() {
  const { t } = useLingui();
  return <SettingsTextPage title={t`Ban policy`}>{(settings) => <BanPolicy settings={settings} />}</SettingsTextPage>;
}

function BanPolicy({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const site = settings.name;
  const failures = LOGIN_LOCKOUT.failures;
  const minutes = LOGIN_LOCKOUT.windowMinutes;
  return (
    <>
      <p className="page-note"><Trans>{site} is a place to meet people with respect. This policy explains what leads to a ban, what a ban means, and how you can object to one.</Trans></p>

      <TextSection title={t`What leads to a ban`}>
        <p><Trans>We ban members who break the rules of our <Link to="/pages/terms">terms and conditions</Link>. You may not:</Trans></p>
        <ConductRules site={site} minAge={settings.min_age} />
      </TextSection>

      <TextSection title={t`How we decide`}>
        <p><Trans>We look into every complaint we receive. Photos that break the rules are never shown: our team checks every photo before other members can see it.</Trans></p>
        <p><Trans>We weigh how serious a breach is. Threats, scams, involving minors and repeated breaches lead to a ban at once.</Trans></p>
      </TextSection>

      <TextSection title={t`What a ban means`}>
        <p><Trans>A ban closes your account: your profile is no longer shown to anyone, and you can no longer log in. After a ban, you may not open a new account.</Trans></p>
        <p><Trans>We tell you by e-mail why we closed your account, and how to object.</Trans></p>
      </TextSection>

      <TextSection title={t`What is not a ban`}>
        <ul>
          <li><Trans><strong>A member blocked you.</strong> Any member can block another: from then on the two of you no longer see or contact each other. Your account works as before for everyone else.</Trans></li>
          <li><Trans><strong>Too many wrong passwords.</strong> After <Plural value={failures} one="# wrong password" other="# wrong passwords" /> within <Plural value={minutes} one="# minute" other="# minutes" />, logging in is blocked for the rest of that time. Wait, or set a new password with <Link to="/reset-password">Forgot your password?</Link>: that ends the block at once.</Trans></li>
          <li><Trans><strong>No more direct debit.</strong> After a chargeback or a returned direct debit, you can no longer pay by direct debit. All other payment methods stay open to you.</Trans></li>
        </ul>
      </TextSection>

      <TextSection title={t`How to object`}>
        <p><Trans>If you think a ban, or another decision of ours, is wrong, tell us through our <Link to="/complaints">complaints form</Link>: you do not need to be logged in to use it. You can also write to <MailLink address={settings.support_email} />.</Trans></p>
        <p><Trans>Explain what happened. We look at the decision again and answer you by e-mail, quoting the reference number of your complaint.</Trans></p>
      </TextSection>

      <TextSection title={t`Reporting a member`}>
        <p><Trans>Has a member broken these rules? Report them through our <Link to="/complaints">complaints form</Link>, and block them from their profile if you no longer want contact.</Trans></p>
      </TextSection>
    </>
  );
}
