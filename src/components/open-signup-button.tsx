import { Trans } from '@lingui/react/macro';

/** "Sign up for free": what it opens is the caller's (openSignupAtom, docs/product/screens.md#opening-signup). */
export function OpenSignupButton({ onClick, className = 'button button-primary' }: { onClick: () => void; className?: string }) {
  return (
    <button type="button" className={className} onClick={onClick}>
      <Trans>Sign up for free</Trans>
    </button>
  );
}
