import { useNavigate } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { loggedInAtom } from '../../atoms/auth';
import { signupModalAtom } from '../../atoms/signup';
import { isSmartphone } from '../../components/viewport';

// The form and its rules load when signup opens, not with every page.
const SignupModal = lazy(async () => ({ default: (await import('./signup-modal')).SignupModal }));

/** Where the layouts hold the signup modal, and where asking for signup is answered (docs/product/screens.md#opening-signup). */
export function SignupModalSlot() {
  const [state, setState] = useAtom(signupModalAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const navigate = useNavigate();

  // Decided when signup is asked for, so a member who has just signed up in the modal stays in it.
  useEffect(() => {
    if (state !== 'asked') return;
    const page = loggedIn ? '/members' : isSmartphone() ? '/signup' : null;
    setState(page ? 'closed' : 'open');
    if (page) void navigate({ to: page });
  }, [state, loggedIn, navigate, setState]);

  return state === 'open' ? (
    <Suspense fallback={null}>
      <SignupModal />
    </Suspense>
  ) : null;
}
