import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { loggedInAtom } from '../../atoms/auth';
import { openSignupAtom } from '../../atoms/signup';
import { OpenSignupButton } from '../../components/open-signup-button';
import './visitor-login.css';

/**
 * A visitor's way to log in, at the top of the search: the header's "Log in" leads to this page
 * (docs/product/screens.md#logged-out-visitor), which a visitor may search without an account. Where the search needs a login, it says
 * so (`reason`) and offers a signup as well. A member sees nothing.
 */
export function VisitorLogin({ reason }: { reason: string | null }) {
  const loggedIn = useAtomValue(loggedInAtom);
  const openSignup = useSetAtom(openSignupAtom);
  if (loggedIn) return null;
  if (reason) {
    return (
      <div className="notice visitor-login">
        <p>{reason}</p>
        <p className="actions"><Link to="/login" className="button"><Trans>Log in</Trans></Link> <OpenSignupButton onClick={openSignup} /></p>
      </div>
    );
  }
  return (
    <p className="notice visitor-login">
      <Trans>Already a member?</Trans> <Link to="/login"><Trans>Log in</Trans></Link>
    </p>
  );
}
