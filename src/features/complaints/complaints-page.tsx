import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import type { ProfileCard } from '../../../common/api/profiles';
import { COMPLAINT_REASONS, type ComplaintReason } from '../../../common/enums';
import { emailProblem } from '../../../common/rules/account';
import { COMPLAINT_TEXT_MAX, complaintTextProblem, COMPLAINT_TEXT_MIN } from '../../../common/rules/complaints';
import { userAtom } from '../../atoms/auth';
import { fileComplaintAtom } from '../../atoms/complaints';
import { loadProfileCardAtom } from '../../atoms/members';
import { PageFrame } from '../../components/page-frame';
import { problemOf, useProblemText } from '../../i18n/problem-text';
import { REASON_TEXTS } from './complaint-texts';
import './complaints.css';

/** What the visitor has typed, kept on this device until the complaint is filed (a reload or a failed send loses nothing). */
const DRAFT_KEY = 'amora.complaint-draft';
interface Draft { reason: ComplaintReason | ''; text: string; email: string }
const EMPTY: Draft = { reason: '', text: '', email: '' };

function readDraft(): Draft {
  try {
    return { ...EMPTY, ...(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<Draft>) };
  } catch {
    return EMPTY;
  }
}

type FieldProblem = { field: 'reason' | 'text' | 'email'; code: string; params?: Record<string, string | number> };

/**
 * /complaints (docs/product/screens.md#complaints): a complaint or a report of abuse, about a profile or a message when the
 * "Report" link named one (?profile=, ?message=). Filed on the server, mailed to support, answered
 * here with a reference number; at most 5 a day.
 */
export function ComplaintsPage({ profile: profileId, message }: { profile?: number; message?: number }) {
  const { t, i18n } = useLingui();
  const { text: problemText, errorText } = useProblemText();
  const user = useAtomValue(userAtom);
  const fileComplaint = useSetAtom(fileComplaintAtom);
  const loadProfileCard = useSetAtom(loadProfileCardAtom);
  const [draft, setDraft] = useState<Draft>(readDraft);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const [concerned, setConcerned] = useState<ProfileCard | null>(null);

  useEffect(() => {
    if (profileId !== undefined) void loadProfileCard(profileId).then(setConcerned, () => setConcerned(null));
  }, [profileId, loadProfileCard]);

  const change = (field: keyof Draft, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    localStorage.setItem(DRAFT_KEY, JSON.stringify(next));
  };

  const check = (): FieldProblem | null => {
    if (!draft.reason) return { field: 'reason', code: 'choose_reason' };
    const textProblem = complaintTextProblem(draft.text);
    if (textProblem) return { field: 'text', code: textProblem, params: { min: COMPLAINT_TEXT_MIN, max: COMPLAINT_TEXT_MAX } };
    if (!user) {
      if (draft.email.trim() === '') return { field: 'email', code: 'complaint_email_required' };
      const invalid = emailProblem(draft.email, { keepTypo: true });
      if (invalid) return { field: 'email', code: invalid.code };
    }
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = check();
    setProblem(found);
    if (found || !draft.reason) return;
    setBusy(true);
    try {
      const answer = await fileComplaint({
        reason: draft.reason, text: draft.text.trim(), profile: profileId ?? null, message: message ?? null, email: user ? null : draft.email.trim(),
      });
      localStorage.removeItem(DRAFT_KEY);
      setDraft(EMPTY);
      setReference(answer.reference);
    } catch (caught) {
      const problem = problemOf(caught);
      const field = problem?.params.field;
      if (problem && (field === 'text' || field === 'email')) setProblem({ field, code: problem.code ?? 'unknown', params: problem.params });
      else setFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  if (reference) {
    return (
      <PageFrame title={t`Complaints`}>
        <div className="complaint-done" role="status">
          <h2><Trans>Thank you, we have received your complaint</Trans></h2>
          <p><Trans>Your reference is <strong className="complaint-reference">{reference}</strong>. Please quote it when you write to us about this.</Trans></p>
          <p><Trans>We read every complaint and answer by e-mail.</Trans></p>
          <p><Link to="/"><Trans>Back to the home page</Trans></Link></p>
        </div>
      </PageFrame>
    );
  }

  const errorOf = (field: FieldProblem['field']) =>
    problem?.field === field ? (problem.code === 'choose_reason' ? t`Choose what your complaint is about.` : problemText(problem.code, problem.params)) : null;
  const described = (field: FieldProblem['field']) => (problem?.field === field ? `complaint-${field}-error` : undefined);
  const length = [...draft.text.trim()].length;
  const concernedName = concerned?.name;
  const concernedAge = concerned?.age;
  const email = user?.email;

  return (
    <PageFrame title={t`Complaints`}>
      <p className="lead"><Trans>Something wrong with a member, a message, a payment or our service? Tell us here. We take every report of abuse seriously.</Trans></p>
      {message !== undefined && <p className="complaint-about"><Trans>About: a message in one of your conversations</Trans></p>}
      {message === undefined && concerned && <p className="complaint-about"><Trans>About: {concernedName}, {concernedAge}</Trans></p>}
      <form className="complaint-form" noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor="complaint-reason"><Trans>What is it about?</Trans></label>
        <select id="complaint-reason" value={draft.reason} aria-invalid={problem?.field === 'reason'} aria-describedby={described('reason')}
          onChange={(event) => change('reason', event.target.value)}>
          <option value="" disabled>{t`Choose…`}</option>
          {COMPLAINT_REASONS.map((reason) => <option key={reason} value={reason}>{i18n._(REASON_TEXTS[reason])}</option>)}
        </select>
        {errorOf('reason') && <p id="complaint-reason-error" className="form-error" role="alert">{errorOf('reason')}</p>}

        <label htmlFor="complaint-text"><Trans>What happened?</Trans></label>
        <textarea id="complaint-text" rows={8} value={draft.text} maxLength={COMPLAINT_TEXT_MAX + 100} aria-invalid={problem?.field === 'text'}
          aria-describedby={['complaint-text-count', described('text')].filter(Boolean).join(' ')} onChange={(event) => change('text', event.target.value)} />
        <p id="complaint-text-count" className="form-hint"><Trans>{length} of at least {COMPLAINT_TEXT_MIN} characters</Trans></p>
        {errorOf('text') && <p id="complaint-text-error" className="form-error" role="alert">{errorOf('text')}</p>}

        {user ? (
          <p className="form-hint"><Trans>We answer at {email}.</Trans></p>
        ) : (
          <>
            <label htmlFor="complaint-email"><Trans>Your e-mail address, for our answer</Trans></label>
            <input id="complaint-email" type="email" autoComplete="email" value={draft.email} aria-invalid={problem?.field === 'email'}
              aria-describedby={described('email')} onChange={(event) => change('email', event.target.value)} />
            {errorOf('email') && <p id="complaint-email-error" className="form-error" role="alert">{errorOf('email')}</p>}
          </>
        )}

        {failure !== null && <p className="form-error" role="alert">{errorText(failure)}</p>}
        <button type="submit" className="button button-primary" disabled={busy}><Trans>Send complaint</Trans></button>
      </form>
    </PageFrame>
  );
}
