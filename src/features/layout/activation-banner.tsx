import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import type { RouteName } from '../../../common/routes';
import { resendActivationAtom } from '../../atoms/account';
import { userAtom } from '../../atoms/auth';
import { useRouteName } from '../../components/use-route-name';

// Only unconfirmed members need the box and its calls: they load when it shows.
const ConfirmEmailBox = lazy(async () => ({ default: (await import('../../components/confirm-email-box')).ConfirmEmailBox }));

/** Spec §2's routes without the reminder, and complete-signup, whose last step is the same box. */
const HIDDEN_ON: readonly RouteName[] = ['signup', 'settings', 'notifications', 'complete-signup'];

/** Activation reminder: the e-mail is unconfirmed and the profile disabled. */
export function ActivationBanner() {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const resendActivation = useSetAtom(resendActivationAtom);
  const route = useRouteName();
  if (user?.status !== 'not_confirmed' || user.profile.status !== 'disabled' || (route && HIDDEN_ON.includes(route))) return null;
  return (
    <aside className="banner banner-warning" aria-label={t`Activation reminder`}>
      <Suspense fallback={null}>
        <ConfirmEmailBox email={user.email} onResend={resendActivation} compact />
      </Suspense>
    </aside>
  );
}
