import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { backButtonVisible } from '../../../common/rules/navigation';
import { standaloneAtom } from '../../atoms/page';
import { useRouteName } from '../../components/use-route-name';

/** The installed app has no browser back button, so detail pages get one (docs/product/screens.md#back-button). */
export function BackButton() {
  const { t } = useLingui();
  const router = useRouter();
  const routeName = useRouteName();
  const standalone = useAtomValue(standaloneAtom);
  if (!backButtonVisible({ standalone, historyLength: window.history.length, routeName })) return null;
  return (
    <button type="button" className="back-button" aria-label={t`Back`} onClick={() => router.history.back()}>
      <span aria-hidden="true">←</span>
    </button>
  );
}
