import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { use, useEffect, useState } from 'react';
import type { UnsubscribeState } from '../../../common/api/push';
import type { EmailPreference } from '../../../common/rules/notices';
import { loadUnsubscribeStateAtom, unsubscribeAtom } from '../../atoms/unsubscribe';
import { PageFrame } from '../../components/page-frame';
import { EMAIL_PREFERENCE_LABELS } from '../../i18n/profile-labels';
import { useProblemText } from '../../i18n/problem-text';
import { notificationTextsReady } from './notification-texts';
import './notifications.css';

/**
 * /unsubscribe?t=…: a mail's unsubscribe link. No login needed (the token says who); stops that kind
 * of mail, or all mail.
 */
export function UnsubscribePage() {
  use(notificationTextsReady);
  const { t, i18n } = useLingui();
  const { errorText } = useProblemText();
  const unsubscribeState = useSetAtom(loadUnsubscribeStateAtom);
  const unsubscribe = useSetAtom(unsubscribeAtom);
  const token = new URLSearchParams(useRouterState({ select: (state) => state.location.searchStr })).get('t') ?? '';
  const [state, setState] = useState<UnsubscribeState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    unsubscribeState(token).then(setState, (error: unknown) => setProblem(errorText(error)));
    // The token is the page's only input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  const choose = (scope: 'kind' | 'all') => {
    setProblem(null);
    unsubscribe(token, scope).then(setState, (error: unknown) => setProblem(errorText(error)));
  };
  const label = state ? i18n._(EMAIL_PREFERENCE_LABELS[state.preference as EmailPreference]) : '';
  return (
    <PageFrame title={t`Unsubscribe`}>
      {problem && <p className="form-error" role="alert">{problem}</p>}
      {state && (
        <section className="notifications-section" aria-live="polite">
          <p><Trans>E-mails to {state.email} about: {label}</Trans></p>
          {state.all_off ? (
            <p data-testid="unsubscribed"><Trans>You get no e-mails from us any more.</Trans></p>
          ) : state.kind_off ? (
            <p data-testid="unsubscribed"><Trans>You no longer get these e-mails.</Trans></p>
          ) : null}
          <p className="notice-actions">
            {!state.kind_off && !state.all_off && (
              <button type="button" className="button button-primary" onClick={() => choose('kind')}><Trans>Unsubscribe from these e-mails</Trans></button>
            )}
            {!state.all_off && <button type="button" className="button" onClick={() => choose('all')}><Trans>Unsubscribe from all e-mails</Trans></button>}
          </p>
          <p><Link to="/notifications"><Trans>Choose your e-mails in your notification settings</Trans></Link></p>
        </section>
      )}
    </PageFrame>
  );
}
