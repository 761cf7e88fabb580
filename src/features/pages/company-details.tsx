import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import type { CompanyInfo } from '../../../common/api/catalog';
import { configuredCountryName, countryName } from '../../../common/country-names';
import { cleanPhone } from '../../../common/rules/phone';
import { MailLink, PhoneLink } from './contact-links';

/**
 * Who runs the site (GET /api/companyinfo.php), for the terms and the customer service page. The
 * service page shows its phone and e-mail above, so it leaves them out here (`contact={false}`).
 */
export function CompanyDetails({ company, contact = true }: { company: CompanyInfo; contact?: boolean }) {
  const { i18n } = useLingui();
  const names = company.tradenames.length;
  return (
    <dl className="contact">
      <dt><Trans>Company</Trans></dt>
      <dd>{company.name}</dd>
      {names > 0 && (
        <>
          <dt><Plural value={names} one="Trade name" other="Trade names" /></dt>
          <dd>{company.tradenames.join(', ')}</dd>
        </>
      )}
      <dt><Trans>Address</Trans></dt>
      <dd>{company.address}<br />{company.city}<br />{configuredCountryName(i18n.locale, company.country)}</dd>
      <dt><Trans>Chamber of Commerce number</Trans></dt>
      <dd>{company.kvk}</dd>
      {Object.entries(company.vat_numbers).map(([code, number]) => {
        const country = countryName(i18n.locale, code);
        return (
          <Fragment key={code}>
            <dt><Trans>VAT number ({country})</Trans></dt>
            <dd>{number}</dd>
          </Fragment>
        );
      })}
      {contact && (
        <>
          <dt><Trans>Phone</Trans></dt>
          <dd><PhoneLink phone={company.support_phone}>{cleanPhone(company.support_phone)}</PhoneLink></dd>
          <dt><Trans>E-mail</Trans></dt>
          <dd><MailLink address={company.support_email} /></dd>
        </>
      )}
    </dl>
  );
}

