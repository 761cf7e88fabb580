import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { MemberPhoto } from '../../../common/api/members';
import { OpenSignupButton } from '../../components/open-signup-button';
import { LockIcon } from './lock-icon';

/**
 * A member's photos: the chosen one large, all as thumbnails. A photo the viewer may not see has no
 * address in the answer at all; it shows as a lock with the way to see it (log in, or go premium).
 */
export function PhotoGallery({ name, photos, loggedIn, onSignup }: { name: string; photos: MemberPhoto[]; loggedIn: boolean; onSignup: () => void }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(0);
  const current = photos[Math.min(shown, photos.length - 1)];
  const count = photos.length;
  return (
    <section className="gallery" aria-label={t`Photos of ${name}`}>
      <div className="gallery-main">
        {current?.urls
          ? <img src={current.urls.full} alt={t`Photo of ${name}`} width={480} height={480} />
          : current ? <LockedPhoto loggedIn={loggedIn} onSignup={onSignup} /> : <span className="photo-placeholder large" role="img" aria-label={t`No photo yet`} />}
      </div>
      <p className="gallery-count"><Plural value={count} one="# photo" other="# photos" /></p>
      {count > 1 && (
        <ul className="gallery-thumbs">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button type="button" className={`thumb${index === shown ? ' is-current' : ''}${photo.urls ? '' : ' is-locked'}`}
                aria-label={photo.urls ? t`Show photo ${index + 1}` : t`Locked photo ${index + 1}`} aria-pressed={index === shown} onClick={() => setShown(index)}>
                {photo.urls ? <img src={photo.urls.thumb} alt="" width={80} height={80} loading="lazy" /> : <LockIcon size={22} />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LockedPhoto({ loggedIn, onSignup }: { loggedIn: boolean; onSignup: () => void }) {
  return (
    <div className="locked-photo">
      <LockIcon />
      {loggedIn ? (
        <>
          <p><Trans>This photo is private. Premium members can see all photos.</Trans></p>
          <Link to="/premium" className="button button-primary"><Trans>Become premium</Trans></Link>
        </>
      ) : (
        <>
          <p><Trans>Log in to see more photos.</Trans></p>
          <p className="actions">
            <Link to="/login" className="button"><Trans>Log in</Trans></Link>
            <OpenSignupButton onClick={onSignup} />
          </p>
        </>
      )}
    </div>
  );
}
