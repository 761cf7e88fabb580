import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { signupModalAtom } from '../../atoms/signup';

// The form and its rules load when signup opens, not with every page.
const SignupModal = lazy(async () => ({ default: (await import('./signup-modal')).SignupModal }));

/** Where the layouts hold the signup modal. */
export function SignupModalSlot() {
  const { open } = useAtomValue(signupModalAtom);
  return open ? (
    <Suspense fallback={null}>
      <SignupModal />
    </Suspense>
  ) : null;
}
