import { Trans } from '@lingui/react/macro';
import { useProblemText } from '../../i18n/problem-text';

/** Why the likes shown may not be the newest: offline, or the server could not be asked (with Try again). */
export function LikesStatus({ error, offline, onRetry }: { error: unknown; offline: boolean; onRetry: () => void }) {
  const { errorText } = useProblemText();
  if (offline) return <p className="notice" role="status"><Trans>You are offline. These are your likes as of your last visit.</Trans></p>;
  if (error === null) return null;
  return (
    <p className="notice" role="alert">
      {errorText(error)}{' '}
      <button type="button" className="button" onClick={onRetry}><Trans>Try again</Trans></button>
    </p>
  );
}
