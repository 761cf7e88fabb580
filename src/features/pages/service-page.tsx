import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { CompanyInfo } from '../../../common/api/catalog';
import { settingsAtom } from '../../atoms/settings';
import { CompanyDetails } from './company-details';
import { MailLink, PhoneLink } from './contact-links';
import { NeedsConnection, TextPage, TextSection } from './text-page';

/**
 * Customer service: the operator's e-mail address and phone number (the phone as configured, its tel:
 * link cleaned), where answers and complaints go, and the company's details. The settings carry the
 * same e-mail and phone, so the contact shows also when the company details never reached the device.
 */
export function ServicePage({ company }: { company: CompanyInfo | null }) {
  const { t } = useLingui();
  const settings = useAtomValue(settingsAtom);
  const contact = company ?? settings;
  return (
    <TextPage title={t`Customer service`}>
      {contact ? (
        <>
          <p className="page-note"><Trans>Questions about your account, credits or payments, or about another member? We are happy to help.</Trans></p>
          <TextSection title={t`Contact us`}>
            <dl className="contact">
              <dt><Trans>E-mail</Trans></dt>
              <dd><MailLink address={contact.support_email} /></dd>
              <dt><Trans>Phone</Trans></dt>
              <dd><PhoneLink phone={contact.support_phone}>{contact.support_phone}</PhoneLink></dd>
            </dl>
            <p><Trans>When you write to us, please use the e-mail address of your account, so that we find it at once.</Trans></p>
          </TextSection>
          <TextSection title={t`Find an answer yourself`}>
            <p><Trans>Many questions about credits, premium, fictional profiles, your account and safety are answered in our <Link to="/pages/faq">frequently asked questions</Link>.</Trans></p>
            <p><Trans>To withdraw from a purchase, see our <Link to="/pages/return-policy">return policy</Link>.</Trans></p>
          </TextSection>
          <TextSection title={t`Complaints`}>
            <p><Trans>Not satisfied, or want to report a member? Use our <Link to="/complaints">complaints form</Link>, also when you are not logged in. You get a reference number at once, and we answer you by e-mail.</Trans></p>
          </TextSection>
        </>
      ) : <NeedsConnection />}
      {company && (
        <TextSection title={t`Company details`}>
          <CompanyDetails company={company} contact={false} />
        </TextSection>
      )}
    </TextPage>
  );
}
