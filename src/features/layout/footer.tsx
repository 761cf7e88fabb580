import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { settingsAtom } from '../../atoms/settings';

/** Footer links of docs/product/screens.md#footer, the company's details and the fictional-profiles disclaimer. */
export function Footer() {
  const { t } = useLingui();
  const settings = useAtomValue(settingsAtom);
  const year = new Date().getFullYear();

  return (
    <footer className="footer">
      <nav aria-label={t`Footer`}>
        <ul role="list">
          <li><Link to="/pages/terms"><Trans>Terms and conditions</Trans></Link></li>
          <li><Link to="/pages/privacy"><Trans>Privacy</Trans></Link></li>
          <li><Link to="/pages/cookies"><Trans>Cookies</Trans></Link></li>
          <li><Link to="/pages/ban"><Trans>Ban policy</Trans></Link></li>
          <li><Link to="/pricing"><Trans>Pricing</Trans></Link></li>
          <li><Link to="/complaints"><Trans>Complaints</Trans></Link></li>
          <li><Link to="/pages/return-policy"><Trans>Return policy</Trans></Link></li>
          <li><Link to="/pages/faq"><Trans>FAQ</Trans></Link></li>
          <li><Link to="/pages/service"><Trans>Support</Trans></Link></li>
        </ul>
      </nav>
      {settings && (
        <>
          <p className="disclaimer">
            <img className="inline-icon" src={settings.fictional_icon} alt="" width="20" height="20" />{' '}
            <Trans>Profiles marked with this icon are fictional: they are run by our team, and meeting them in person is not possible.</Trans>
          </p>
          <p className="company">
            © {year} {settings.company_name}, {settings.address}, {settings.city} · <Trans>Chamber of Commerce {settings.kvk}</Trans>
          </p>
        </>
      )}
    </footer>
  );
}
