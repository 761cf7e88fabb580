import { Trans } from '@lingui/react/macro';
import type { ReactNode, RefObject } from 'react';
import type { LoadMoreState } from './use-load-more';

interface Props {
  sentinel: RefObject<HTMLDivElement | null>;
  state: LoadMoreState;
  hasMore: boolean;
  tryAgain: () => void;
  /** What the list shows while the next page comes, e.g. "Loading more members…". */
  loading: ReactNode;
}

/** The end of a list that loads more as it scrolls: where the next page is asked for, and why it did not come. */
export function ListEnd({ sentinel, state, hasMore, tryAgain, loading }: Props) {
  return (
    <>
      <div ref={sentinel} className="scroll-sentinel" />
      {state === 'loading' && <p role="status">{loading}</p>}
      {state === 'offline' && <p className="notice" role="status"><Trans>You are offline. More results will load when you are back online.</Trans></p>}
      {state === 'failed' && (
        <p className="notice" role="alert">
          <Trans>Could not load more results.</Trans>{' '}
          <button type="button" className="button" onClick={tryAgain}><Trans>Try again</Trans></button>
        </p>
      )}
      {state === 'idle' && hasMore && <button type="button" className="button" onClick={tryAgain}><Trans>Show more</Trans></button>}
    </>
  );
}
