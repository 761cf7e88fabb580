import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { RouteName } from '../../../common/routes';
import { userAtom } from '../../atoms/auth';
import { useRouteName } from '../../components/use-route-name';

/**
 * Spec §2's routes without the prompt; complete-signup too, whose first step asks for the photo.
 */
const HIDDEN_ON: readonly RouteName[] = [
  'profile', 'signup', 'activate-done', 'premium', 'notifications', 'directdebit', 'settings', 'complete-signup',
];

/** Add-photos prompt: a member without a main image is asked for one. */
export function AddPhotosBanner() {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const route = useRouteName();
  if (!user || user.profile.main_image || (route && HIDDEN_ON.includes(route))) return null;
  return (
    <aside className="banner banner-info" aria-label={t`Add photos`}>
      <p>
        <Trans>Members with a photo get many more replies.</Trans>{' '}
        <Link to="/profile" className="button button-primary"><Trans>Add a photo</Trans></Link>
      </p>
    </aside>
  );
}
