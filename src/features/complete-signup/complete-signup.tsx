import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { SIGNUP_COMPLETE, SIGNUP_STEPS } from '../../../common/constants';
import { resendActivationAtom } from '../../atoms/account';
import { userAtom } from '../../atoms/auth';
import { ConfirmEmailBox } from '../../components/confirm-email-box';
import { PageFrame } from '../../components/page-frame';
import { AboutStep } from './about-step';
import { LocationStep } from './location-step';
import { NotificationsStep } from './notifications-step';
import { PersonalStep } from './personal-step';
import { PhotoStep } from './photo-step';

/**
 * Steps 0 to 4, then complete (docs/product/states.md#profile-completion). The member's step is kept on the server, so leaving and
 * coming back resumes where they were; Back shows an earlier step again.
 */
export function CompleteSignup() {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const resendActivation = useSetAtom(resendActivationAtom);
  // Where the server says the member is; from then on the buttons move the step (Back too).
  const known = user?.signup_step ?? 0;
  const [step, setStep] = useState(known);
  // The first paint may come from the device's older copy of the member: a fresher read that is
  // further along (a step saved just before, or on another device) moves the step on, never back.
  const [seen, setSeen] = useState(known);
  if (known > seen) {
    setSeen(known);
    setStep(known);
  }
  // Each step starts at the top, its count read out: a step is a page of its own to the member.
  const stepCount = useRef<HTMLParagraphElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo(0, 0);
    stepCount.current?.focus({ preventScroll: true });
  }, [step]);
  const nav = (n: number) => ({ step: n, next: () => setStep(n + 1), ...(n > 0 ? { back: () => setStep(n - 1) } : {}) });
  const number = step + 1;

  return (
    <PageFrame title={step < SIGNUP_COMPLETE ? t`Complete your profile` : t`Your profile is ready`}>
      {step < SIGNUP_COMPLETE && (
        <p className="step-count" ref={stepCount} tabIndex={-1}><Trans>Step {number} of {SIGNUP_STEPS}</Trans></p>
      )}
      {step === 0 && <PhotoStep nav={nav(0)} />}
      {step === 1 && <LocationStep nav={nav(1)} />}
      {step === 2 && <PersonalStep nav={nav(2)} />}
      {step === 3 && <AboutStep nav={nav(3)} />}
      {step === 4 && <NotificationsStep nav={nav(4)} />}
      {step >= SIGNUP_COMPLETE && (
        <>
          {user?.status === 'not_confirmed' && <ConfirmEmailBox email={user.email} onResend={resendActivation} />}
          <p className="actions">
            <Link to="/members" className="button button-primary"><Trans>Browse members</Trans></Link>
            <Link to="/profile" className="button"><Trans>My profile</Trans></Link>
          </p>
        </>
      )}
    </PageFrame>
  );
}
