import { Trans } from '@lingui/react/macro';

/** On a public test site (settings.test_site) every page says that nothing here is real money. */
export function TestSiteNotice() {
  return (
    <p className="test-site-notice" role="note">
      <Trans>Test site: payments here take no real money.</Trans>
    </p>
  );
}
