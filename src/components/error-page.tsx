import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePageTitle } from './page-title';

/** The error page: the message, and on 404 a link back home. Search engines are told not to index it. */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  usePageTitle(message);
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => robots.remove();
  }, []);

  return (
    <main id="main" className="error-page" data-status={status}>
      <p className="error-status" aria-hidden="true">{status}</p>
      <h1>{message}</h1>
      {status === 404 && (
        <p>
          <Link to="/">
            <Trans>Back to the home page</Trans>
          </Link>
        </p>
      )}
    </main>
  );
}
