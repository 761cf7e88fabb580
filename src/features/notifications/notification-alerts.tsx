import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { use, useState } from 'react';
import type { RouteName } from '../../../common/routes';
import { dismissAlertAtom, mailAlertDismissedAtom } from '../../atoms/alerts';
import { userAtom } from '../../atoms/auth';
import { enablePushAtom, pushPromptShownAtom } from '../../atoms/push';
import { useProblemText } from '../../i18n/problem-text';
import { useRouteName } from '../../components/use-route-name';
import { notificationTextsReady } from './notification-texts';
import './notifications.css';

/** Where the alerts would only repeat the page: it is where both are answered (spec §2). */
const HIDDEN_ON: readonly RouteName[] = ['notifications', 'settings', 'unsubscribe'];

/**
 * The push-enable prompt and the disabled-e-mail alert (spec §2, §4): floating at the foot of the
 * page, each dismissed per browser with a stored time.
 */
export function NotificationAlerts() {
  use(notificationTextsReady);
  const route = useRouteName();
  if (route && HIDDEN_ON.includes(route)) return null;
  return (
    <div className="floating-alerts">
      <MailDisabledAlert />
      <PushPrompt />
    </div>
  );
}

function MailDisabledAlert() {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const dismissed = useAtomValue(mailAlertDismissedAtom);
  const dismiss = useSetAtom(dismissAlertAtom);
  if (!user || user.notifications_disabled.length === 0 || dismissed) return null;
  return (
    <aside className="floating-alert" role="status" aria-label={t`E-mail notifications are off`} data-testid="mail-disabled-alert">
      <p><Trans>We do not send you any e-mails at the moment, so you may miss new messages.</Trans></p>
      <p className="notice-actions">
        <Link to="/notifications" className="button button-primary"><Trans>Check your notification settings</Trans></Link>
        <button type="button" className="button" onClick={() => dismiss('mailDisabled')}><Trans>Dismiss</Trans></button>
      </p>
    </aside>
  );
}

function PushPrompt() {
  const { t } = useLingui();
  const shown = useAtomValue(pushPromptShownAtom);
  const enable = useSetAtom(enablePushAtom);
  const dismiss = useSetAtom(dismissAlertAtom);
  const { errorText } = useProblemText();
  const [problem, setProblem] = useState<string | null>(null);
  if (!shown) return null;
  const turnOn = () => enable().catch((error: unknown) => setProblem(errorText(error)));
  return (
    <aside className="floating-alert" aria-label={t`Notifications`} data-testid="push-prompt">
      <p><Trans>Get notified of new messages and matches, even when the app is closed.</Trans></p>
      {problem && <p className="form-error" role="alert">{problem}</p>}
      <p className="notice-actions">
        <button type="button" className="button button-primary" onClick={() => void turnOn()}><Trans>Turn on notifications</Trans></button>
        <button type="button" className="button" onClick={() => dismiss('push')}><Trans>Not now</Trans></button>
      </p>
    </aside>
  );
}
