import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ProfileUpdate } from '../../../common/api/account';
import { updateProfileAtom } from '../../atoms/account';
import { useProblemText } from '../../i18n/problem-text';

/** Where a step is in the flow: its number, and the ways to the previous and next one. */
export interface StepNav {
  step: number;
  back?: () => void;
  next: () => void;
}

interface Props {
  nav: StepNav;
  title: string;
  /** The fields of this step to save; skipping saves none and moves on all the same. */
  values: () => Omit<ProfileUpdate, 'signup_step'>;
  /** Saves what lives outside the profile (the e-mail choices) before the step. */
  saveOther?: () => Promise<void>;
  children: ReactNode;
}

/** One complete-signup step: its fields, saved to the server on continue; back and skip. */
export function StepForm({ nav, title, values, saveOther, children }: Props) {
  const { t } = useLingui();
  const { errorText } = useProblemText();
  const updateProfile = useSetAtom(updateProfileAtom);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (fields: Omit<ProfileUpdate, 'signup_step'>) => {
    setBusy(true);
    setError(null);
    try {
      await updateProfile({ ...fields, signup_step: nav.step });
      nav.next();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await saveOther?.();
    } catch (caught) {
      setError(errorText(caught));
      return;
    }
    await save(values());
  };

  return (
    <form className="form step-form" onSubmit={(event) => void submit(event)} aria-labelledby="step-title">
      <h2 id="step-title">{title}</h2>
      {children}
      {error && <p className="form-error" role="alert">{error}</p>}
      <div className="actions">
        {nav.back && <button type="button" className="button" onClick={nav.back}><Trans>Back</Trans></button>}
        <button type="submit" className="button button-primary" disabled={busy}>{t`Save and continue`}</button>
        <button type="button" className="link-button" disabled={busy} onClick={() => void save({})}><Trans>Skip this step</Trans></button>
      </div>
    </form>
  );
}
