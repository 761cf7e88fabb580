import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { use, useState } from 'react';
import { EMAIL_PREFERENCE_KEYS } from '../../../common/enums';
import type { EmailPreference } from '../../../common/rules/notices';
import { saveAccountSettingsAtom } from '../../atoms/account';
import { userAtom } from '../../atoms/auth';
import { disablePushAtom, enablePushAtom, pushOfferedAtom, pushStateAtom } from '../../atoms/push';
import { settingsAtom } from '../../atoms/settings';
import { PageFrame } from '../../components/page-frame';
import { EMAIL_PREFERENCE_LABELS } from '../../i18n/profile-labels';
import { useProblemText } from '../../i18n/problem-text';
import { DISABLED_REASON_TEXTS, notificationTextsReady } from './notification-texts';
import './notifications.css';

/** /notifications, also the account menu's settings (docs/product/screens.md#notification-settings): which e-mails come, and push on this device. */
export function NotificationsPage() {
  use(notificationTextsReady);
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return (
    <PageFrame title={t`Notifications`}>
      <MailSettings />
      <PushSettings />
    </PageFrame>
  );
}

/** Saving says so, or says what went wrong, in a live region. */
function useSaving() {
  const { errorText } = useProblemText();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const { t } = useLingui();
  const save = async (work: () => Promise<unknown>) => {
    setStatus(null);
    try {
      await work();
      setStatus({ ok: true, text: t`Saved.` });
    } catch (error) {
      setStatus({ ok: false, text: errorText(error) });
    }
  };
  const line = <p className={status?.ok === false ? 'form-error' : 'saved-note'} role="status">{status?.text}</p>;
  return { save, line };
}

function MailSettings() {
  const { i18n } = useLingui();
  const user = useAtomValue(userAtom)!;
  const saveSettings = useSetAtom(saveAccountSettingsAtom);
  const { save, line } = useSaving();
  // The box changes at the click; the member's saved choice follows, and a failed save puts it back.
  const saved = user.email_opt_outs.join();
  const [off, setOff] = useState(() => new Set<EmailPreference>(user.email_opt_outs));
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setOff(new Set(user.email_opt_outs));
  }
  const toggle = (key: EmailPreference) => {
    const next = new Set(off);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setOff(next);
    void save(async () => {
      try {
        await saveSettings({ email_opt_outs: [...next] });
      } catch (error) {
        setOff(new Set(user.email_opt_outs));
        throw error;
      }
    });
  };
  const disabled = user.notifications_disabled;
  return (
    <section className="notifications-section" aria-labelledby="mail-heading">
      <h2 id="mail-heading"><Trans>E-mail</Trans></h2>
      {disabled.length > 0 && (
        <div className="notice notice-warning" data-testid="mail-disabled">
          <p><strong><Trans>We do not send you any e-mails at the moment.</Trans></strong></p>
          {disabled.map((reason) => <p key={reason}>{i18n._(DISABLED_REASON_TEXTS[reason])}</p>)}
          <p className="notice-actions">
            <button type="button" className="button button-primary" onClick={() => void save(() => saveSettings({ email_enabled: true }))}>
              <Trans>Turn e-mails back on</Trans>
            </button>
            {disabled.includes('bounce') && <Link to="/profile"><Trans>Change your e-mail address</Trans></Link>}
          </p>
        </div>
      )}
      <fieldset className="check-list" disabled={disabled.length > 0}>
        <legend><Trans>Send me an e-mail about:</Trans></legend>
        {EMAIL_PREFERENCE_KEYS.map((key) => (
          <label key={key}>
            <input type="checkbox" name={key} checked={!off.has(key)} onChange={() => toggle(key)} /> {i18n._(EMAIL_PREFERENCE_LABELS[key])}
          </label>
        ))}
      </fieldset>
      {line}
    </section>
  );
}

/** Push on this device; its state was found out at login (app/background-work.ts), not again here. */
function PushSettings() {
  const { isCapable, isSubscribed } = useAtomValue(pushStateAtom);
  const offered = useAtomValue(pushOfferedAtom);
  const keyConfigured = Boolean(useAtomValue(settingsAtom)?.push_public_key);
  const user = useAtomValue(userAtom)!;
  const enable = useSetAtom(enablePushAtom);
  const disable = useSetAtom(disablePushAtom);
  const saveSettings = useSetAtom(saveAccountSettingsAtom);
  const { save, line } = useSaving();
  if (!keyConfigured) return null;

  let state;
  if (isCapable === null) state = null;
  else if (!isCapable) state = <p><Trans>This browser cannot show notifications. Use e-mail notifications, or another browser.</Trans></p>;
  else if (isSubscribed === 'denied') {
    state = <p data-testid="push-denied"><Trans>Notifications are blocked for this site. Allow them in your browser's site settings, then come back to this page.</Trans></p>;
  } else if (isSubscribed === false) {
    state = (
      <p className="notice-actions">
        <span><Trans>Get notified of new messages, likes and matches, even when the app is closed.</Trans></span>
        {offered && <button type="button" className="button button-primary" onClick={() => void save(enable)}><Trans>Turn on notifications</Trans></button>}
      </p>
    );
  } else {
    state = (
      <p className="notice-actions">
        <span data-testid="push-on"><Trans>Notifications are on for this device.</Trans></span>
        <button type="button" className="button" onClick={() => void save(disable)}><Trans>Turn off on this device</Trans></button>
      </p>
    );
  }
  return (
    <section className="notifications-section" aria-labelledby="push-heading">
      <h2 id="push-heading"><Trans>Notifications on this device</Trans></h2>
      {state}
      <div className="check check-list">
        <label>
          <input type="checkbox" checked={user.push_previews} onChange={(event) => void save(() => saveSettings({ push_previews: event.target.checked }))} />{' '}
          <Trans>Show who wrote and the message on the lock screen</Trans>
        </label>
      </div>
      <p className="page-note"><Trans>Off, a notification only says that something new is waiting, so nobody else learns about your dates from your screen.</Trans></p>
      {line}
    </section>
  );
}
