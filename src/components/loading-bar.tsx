import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { LOADING_BAR_MS } from '../../common/constants';

/**
 * A thin bar that runs to 100 percent over about 5 s while a page loads (docs/product/states.md#loading-bar). Before React
 * mounts, index.html shows the same bar, so the first load has it too.
 */
export function LoadingBar() {
  const { t } = useLingui();
  const loading = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  if (!loading) return null;
  return (
    <div className="loading-bar" role="progressbar" aria-label={t`Loading`} style={{ ['--loading-bar-ms' as string]: `${LOADING_BAR_MS}ms` }} />
  );
}
