import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { emailProblem, signupProblems, type Problem } from '../../../common/rules/account';
import { hasTrafficSource, signupsEnabled } from '../../../common/rules/access';
import { signupAtom } from '../../atoms/account';
import { localeAtom } from '../../atoms/locale';
import { settingsAtom } from '../../atoms/settings';
import { loadSignupStartAtom, saveSignupDraftAtom, signupDoneAtom, type SignupStart } from '../../atoms/signup';
import { problemOf, useProblemText } from '../../i18n/problem-text';
import { EMPTY_DRAFT, type SignupDraft } from '../../db/signup-draft';

interface Props {
  /** Signup from a profile: the form also takes the first message to this member. */
  profileId?: number;
  profileName?: string;
  /** Told whether the visitor has started, so the modal knows when it may not close. */
  onProgress?: (inProgress: boolean) => void;
  onDone?: () => void;
}

type FieldErrors = Partial<Record<string, string>>;

type Access = Omit<SignupStart, 'draft'>;

/** The signup form: account, "I am … looking for …", and from a profile the first message. */
export function SignupForm({ profileId, profileName, onProgress, onDone }: Props) {
  const { t } = useLingui();
  const { text, errorText } = useProblemText();
  const settings = useAtomValue(settingsAtom);
  const locale = useAtomValue(localeAtom);
  const signUp = useSetAtom(signupAtom);
  const loadStart = useSetAtom(loadSignupStartAtom);
  const saveDraft = useSetAtom(saveSignupDraftAtom);
  const signupDone = useSetAtom(signupDoneAtom);
  const navigate = useNavigate();
  const id = useId();
  const [draft, setDraft] = useState<SignupDraft>(EMPTY_DRAFT);
  const [password, setPassword] = useState('');
  const [keepEmail, setKeepEmail] = useState(false);
  const [access, setAccess] = useState<Access | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [general, setGeneral] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void loadStart().then(({ draft: saved, ...start }) => {
      setDraft(saved);
      setAccess(start);
    });
  }, [loadStart]);

  const started = Object.values(draft).some((value) => value !== '') || password !== '';
  useEffect(() => onProgress?.(started || busy), [started, busy, onProgress]);

  const change = (field: keyof SignupDraft, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    void saveDraft(next);
    if (field === 'email') {
      setKeepEmail(false);
      setSuggestion(null);
    }
  };

  const checkEmail = () => {
    const problem = draft.email ? emailProblem(draft.email) : null;
    setSuggestion(problem?.params?.suggestion ? String(problem.params.suggestion) : null);
  };

  const show = (problems: Problem[]) => {
    setErrors(Object.fromEntries(problems.map((p) => [p.field, text(p.code, p.params)])));
    const typo = problems.find((p) => p.field === 'email')?.params?.suggestion;
    setSuggestion(typo ? String(typo) : null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!settings || !access) return;
    setGeneral(null);
    const { signup_message: message, ...rest } = draft;
    const fields = { ...rest, password, keep_email: keepEmail, ...(profileId !== undefined ? { signup_message: message } : {}) };
    const problems = signupProblems(fields, new Date(), settings.min_age);
    show(problems);
    if (problems.length) return;
    setBusy(true);
    try {
      if (!draft.gender || !draft.seeking) return;
      await signUp({
        email: draft.email, name: draft.name, password, date_of_birth: draft.date_of_birth,
        gender: draft.gender, seeking: draft.seeking, language: locale, keep_email: keepEmail,
        country: settings.geoip_selected_country, tracking: access.tracking, invite: access.invite,
        ...(profileId !== undefined ? { profile_id: profileId, signup_message: draft.signup_message } : {}),
      });
      await signupDone();
      setDraft(EMPTY_DRAFT);
      setPassword('');
      onDone?.();
      await navigate({ to: '/complete-signup' });
    } catch (caught) {
      const problem = problemOf(caught);
      const field = problem?.params.field;
      if (problem?.code === 'email_exists') {
        setErrors({ email: text('email_exists') });
        setGeneral(<Link to="/login"><Trans>Log in with this e-mail address</Trans></Link>);
      } else if (problem && field) {
        show([{ field, code: problem.code ?? '', params: problem.params } as Problem]);
      } else {
        setGeneral(errorText(caught));
      }
    } finally {
      setBusy(false);
    }
  };

  if (!settings || !access) return <p className="page-note"><Trans>Loading…</Trans></p>;
  if (!signupsEnabled(settings.signups, hasTrafficSource(access.tracking?.network, null))) {
    return <p className="notice" role="status">{text('signups_closed')}</p>;
  }
  if (settings.invite_only && !access.invite) return <p className="notice" role="status">{text('invite_required')}</p>;

  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] && <p id={`${id}-${name}-error`} className="form-error">{errors[name]}</p>;

  return (
    <form className="form signup-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="choice-row" aria-describedby={errors.gender ? `${id}-gender-error` : undefined}>
        <legend><Trans>I am a</Trans></legend>
        <label><input type="radio" name="gender" value="female" required checked={draft.gender === 'female'} onChange={() => change('gender', 'female')} /> <Trans>woman</Trans></label>
        <label><input type="radio" name="gender" value="male" checked={draft.gender === 'male'} onChange={() => change('gender', 'male')} /> <Trans>man</Trans></label>
      </fieldset>
      {error('gender')}
      <fieldset className="choice-row" aria-describedby={errors.seeking ? `${id}-seeking-error` : undefined}>
        <legend><Trans>looking for</Trans></legend>
        <label><input type="radio" name="seeking" value="male" required checked={draft.seeking === 'male'} onChange={() => change('seeking', 'male')} /> <Trans>men</Trans></label>
        <label><input type="radio" name="seeking" value="female" checked={draft.seeking === 'female'} onChange={() => change('seeking', 'female')} /> <Trans>women</Trans></label>
        <label><input type="radio" name="seeking" value="both" checked={draft.seeking === 'both'} onChange={() => change('seeking', 'both')} /> <Trans>both</Trans></label>
      </fieldset>
      {error('seeking')}

      <label htmlFor={`${id}-name`}><Trans>Username</Trans></label>
      <input {...field('name')} autoComplete="nickname" value={draft.name} onChange={(e) => change('name', e.target.value)} />
      {error('name')}

      <label htmlFor={`${id}-date_of_birth`}><Trans>Date of birth</Trans></label>
      <input {...field('date_of_birth')} type="date" autoComplete="bday" value={draft.date_of_birth} onChange={(e) => change('date_of_birth', e.target.value)} />
      {error('date_of_birth')}

      <label htmlFor={`${id}-email`}><Trans>E-mail address</Trans></label>
      <input {...field('email')} type="email" autoComplete="email" inputMode="email" value={draft.email} onChange={(e) => change('email', e.target.value)} onBlur={checkEmail} />
      {error('email')}
      {suggestion && !keepEmail && (
        <p className="suggestion" role="status">
          <Trans>Did you mean <strong>{suggestion}</strong>?</Trans>{' '}
          <button type="button" className="link-button" onClick={() => { change('email', suggestion); setErrors({ ...errors, email: undefined }); }}>
            <Trans>Yes, use it</Trans>
          </button>{' '}
          <button type="button" className="link-button" onClick={() => { setKeepEmail(true); setErrors({ ...errors, email: undefined }); }}>
            <Trans>No, my address is right</Trans>
          </button>
        </p>
      )}

      <label htmlFor={`${id}-password`}><Trans>Password</Trans></label>
      <input {...field('password')} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <p className="field-hint"><Trans>At least 8 characters. A few words make a strong password.</Trans></p>
      {error('password')}

      {profileId !== undefined && (
        <>
          <label htmlFor={`${id}-signup_message`}>{profileName ? t`Your first message to ${profileName}` : t`Your first message`}</label>
          <textarea {...field('signup_message')} rows={4} maxLength={settings.message_length} value={draft.signup_message} onChange={(e) => change('signup_message', e.target.value)} />
          <p className="field-hint"><Trans>It is delivered as soon as you confirm your e-mail address.</Trans></p>
          {error('signup_message')}
        </>
      )}

      {general && <p className="form-error" role="alert">{general}</p>}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t`Creating your account…` : profileId !== undefined ? t`Send and create my account` : t`Create my free account`}
      </button>
      <p className="field-hint">
        <Trans>By signing up you accept our <Link to="/pages/terms">terms</Link> and <Link to="/pages/privacy">privacy policy</Link>.</Trans>
      </p>
    </form>
  );
}
