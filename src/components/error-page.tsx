import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { pageTitleAtom } from '../atoms/page';

/** The error page: the message, and on 404 a link back home. Search engines are told not to index it. */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  const setTitle = useSetAtom(pageTitleAtom);
  useEffect(() => {
    setTitle(message);
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => robots.remove();
  }, [message, setTitle]);

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
