import { Trans } from '@lingui/react/macro';
import { useProblemText } from '../../i18n/problem-text';

/** While a payment screen's data comes: loading, or why it did not come, with Try again. */
export function LoadStatus({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { errorText } = useProblemText();
  if (error === null) return <p role="status" className="page-note"><Trans>Loading…</Trans></p>;
  return (
    <p className="notice" role="alert">
      {errorText(error)}{' '}
      <button type="button" className="button" onClick={onRetry}><Trans>Try again</Trans></button>
    </p>
  );
}
