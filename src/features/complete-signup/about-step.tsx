import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { ABOUT_ME_MAX } from '../../../common/constants';
import { userAtom } from '../../atoms/auth';
import { StepForm, type StepNav } from './step-form';

/** Step 3: a few words about yourself. */
export function AboutStep({ nav }: { nav: StepNav }) {
  const { t } = useLingui();
  const id = useId();
  const [about, setAbout] = useState(useAtomValue(userAtom)?.profile.about_me ?? '');
  return (
    <StepForm nav={nav} title={t`About me`} values={() => ({ about_me: about })}>
      <label htmlFor={`${id}-about`}><Trans>Tell others who you are and what you are looking for.</Trans></label>
      <textarea id={`${id}-about`} rows={6} maxLength={ABOUT_ME_MAX} value={about} onChange={(e) => setAbout(e.target.value)} />
    </StepForm>
  );
}
