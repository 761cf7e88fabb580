import { Trans } from '@lingui/react/macro';

/** Lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      <Trans>Skip to content</Trans>
    </a>
  );
}
