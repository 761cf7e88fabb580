import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { use, useState } from 'react';
import { dismissAlertAtom } from '../../atoms/alerts';
import { enablePushAtom } from '../../atoms/push';
import { useProblemText } from '../../i18n/problem-text';
import { notificationTextsReady } from './notification-texts';
import './notifications.css';

/**
 * The disabled-e-mail alert or the push-enable prompt (docs/product/screens.md#banners, docs/product/states.md#alerts), when the layout's queue of prompts
 * comes to it (common/rules/prompt-queue.ts): floating at the foot of the page, as it is known only
 * after the first paint, and dismissed per browser with a stored time.
 */
export function NotificationAlert({ name }: { name: 'mailDisabled' | 'push' }) {
  use(notificationTextsReady);
  return <div className="floating-alerts">{name === 'push' ? <PushPrompt /> : <MailDisabledAlert />}</div>;
}

function MailDisabledAlert() {
  const { t } = useLingui();
  const dismiss = useSetAtom(dismissAlertAtom);
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
  const enable = useSetAtom(enablePushAtom);
  const dismiss = useSetAtom(dismissAlertAtom);
  const { errorText } = useProblemText();
  const [problem, setProblem] = useState<string | null>(null);
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
