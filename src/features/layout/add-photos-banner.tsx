import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { dismissAlertAtom } from '../../atoms/alerts';

/** Add-photos prompt (docs/product/screens.md#add-photos-prompt): a member without a main image is asked for one; closed, it waits a week (docs/product/states.md#alerts). */
export function AddPhotosBanner() {
  const { t } = useLingui();
  const dismiss = useSetAtom(dismissAlertAtom);
  return (
    <aside className="banner banner-info prompt" aria-label={t`Add photos`}>
      <p>
        <span><Trans>Members with a photo get many more replies.</Trans></span>
        <Link to="/profile" className="button button-primary"><Trans>Add a photo</Trans></Link>
      </p>
      <button type="button" className="prompt-close" aria-label={t`Close`} onClick={() => dismiss('addPhotos')}>×</button>
    </aside>
  );
}
