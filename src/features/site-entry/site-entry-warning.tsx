import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { MIN_AGE } from '../../../common/constants';
import { skipSiteEntryWarning } from '../../../common/rules/access';
import { dismissAlertAtom, siteEntryDismissedAtom } from '../../atoms/alerts';
import { loggedInAtom } from '../../atoms/auth';
import { standaloneAtom } from '../../atoms/page';
import { settingsAtom } from '../../atoms/settings';

/**
 * The site-entry warning (docs/product/screens.md#site-entry-warning, docs/product/states.md#site-entry-warning, docs/product/validation.md#site-entry-warning): what a visitor should know before entering, shown once
 * until dismissed. As a modal in the default and chat layouts; embedded in the page on the landers,
 * where a modal would stand between the visitor and the page they came for.
 */
export function SiteEntryWarning({ embedded = false }: { embedded?: boolean }) {
  const settings = useAtomValue(settingsAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const standalone = useAtomValue(standaloneAtom);
  const dismissed = useAtomValue(siteEntryDismissedAtom);
  if (!settings) return null;
  const skip = skipSiteEntryWarning({
    standalone, dismissed, loggedIn,
    enableSetting: settings.enable_site_entry_popup,
    selectedCountry: settings.geoip_selected_country,
    allowedCountries: settings.site_entry_countries,
  });
  if (skip) return null;
  return embedded ? <EmbeddedWarning icon={settings.fictional_icon} /> : <ModalWarning icon={settings.fictional_icon} />;
}

function ModalWarning({ icon }: { icon: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  // It must be read: Escape does not close it, only the button does.
  const keepOpen = (event: SyntheticEvent) => event.preventDefault();
  return (
    <dialog ref={dialog} id="site-entry-warning" className="modal" aria-labelledby="site-entry-title" onCancel={keepOpen}>
      <div className="modal-body">
        <WarningText icon={icon} inModal />
      </div>
    </dialog>
  );
}

function EmbeddedWarning({ icon }: { icon: string }) {
  const { t } = useLingui();
  return (
    <section id="site-entry-warning" className="site-entry-embedded" aria-label={t`Important`}>
      <WarningText icon={icon} />
    </section>
  );
}

/**
 * The texts (the title is the key index_important_modal of docs/product/screens.md#site-entry-warning) and the button that dismisses;
 * a modal opens with the focus on that button, not on the first link of its text.
 */
function WarningText({ icon, inModal = false }: { icon: string; inModal?: boolean }) {
  const dismiss = useSetAtom(dismissAlertAtom);
  return (
    <>
      <h2 id="site-entry-title"><Trans id="index_important_modal">Important</Trans></h2>
      <ul className="site-entry-points">
        <li><Trans>This website is for adults only: you must be {MIN_AGE} or older to use it.</Trans></li>
        <li>
          <Trans>
            Some profiles are fictional: they are run by our team, and meeting them in person is not possible. They are marked
            with this icon: <img className="inline-icon" src={icon} alt="" width="20" height="20" />
          </Trans>
        </li>
        <li><Trans>Writing messages costs credits. Read the <Link to="/pages/terms">terms and conditions</Link> and the <Link to="/pages/faq">FAQ</Link> to know how it works.</Trans></li>
      </ul>
      <button type="button" className="button button-primary" autoFocus={inModal} onClick={() => dismiss('siteEntry')}>
        <Trans>I am {MIN_AGE} or older, continue</Trans>
      </button>
    </>
  );
}
