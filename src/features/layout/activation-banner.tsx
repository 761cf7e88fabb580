import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { RouteName } from '../../../common/routes';
import { userAtom } from '../../atoms/auth';
import { ConfirmEmailBox } from '../../components/confirm-email-box';
import { useRouteName } from './use-route-name';

/** Spec §2's routes without the reminder, and complete-signup, whose last step is the same box. */
const HIDDEN_ON: readonly RouteName[] = ['signup', 'settings', 'notifications', 'complete-signup'];

/** Activation reminder: the e-mail is unconfirmed and the profile disabled. */
export function ActivationBanner() {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const route = useRouteName();
  if (user?.status !== 'not_confirmed' || user.profile.status !== 'disabled' || (route && HIDDEN_ON.includes(route))) return null;
  return (
    <aside className="banner banner-warning" aria-label={t`Activation reminder`}>
      <ConfirmEmailBox compact />
    </aside>
  );
}
