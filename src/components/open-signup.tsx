import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { loggedInAtom } from '../atoms/auth';
import { signupModalAtom } from '../atoms/signup';
import { isSmartphone } from './viewport';

/** Opening signup (spec §2): a member goes to members, a phone to the signup page, others get the modal. */
export function useOpenSignup(): () => void {
  const loggedIn = useAtomValue(loggedInAtom);
  const setModal = useSetAtom(signupModalAtom);
  const navigate = useNavigate();
  return () => {
    if (loggedIn) void navigate({ to: '/members' });
    else if (isSmartphone()) void navigate({ to: '/signup' });
    else setModal({ open: true });
  };
}

export function OpenSignupButton({ className = 'button button-primary' }: { className?: string }) {
  const open = useOpenSignup();
  return (
    <button type="button" className={className} onClick={open}>
      <Trans>Sign up for free</Trans>
    </button>
  );
}
