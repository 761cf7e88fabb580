import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { resendActivationAtom } from '../../atoms/account';

// Only unconfirmed members need the box and its calls: they load when it shows.
const ConfirmEmailBox = lazy(async () => ({ default: (await import('../../components/confirm-email-box')).ConfirmEmailBox }));

/**
 * Activation reminder (docs/product/screens.md#activation-reminder): the e-mail is unconfirmed and the profile disabled. It has no close:
 * that section keeps no dismissal for it, and until the e-mail is confirmed no message is delivered.
 */
export function ActivationBanner({ email }: { email: string }) {
  const { t } = useLingui();
  const resendActivation = useSetAtom(resendActivationAtom);
  return (
    <aside className="banner banner-warning" aria-label={t`Activation reminder`}>
      <Suspense fallback={null}>
        <ConfirmEmailBox email={email} onResend={resendActivation} compact />
      </Suspense>
    </aside>
  );
}
