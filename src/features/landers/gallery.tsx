import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ProfileCard } from '../../../common/api/profiles';
import { PageFrame } from '../../components/page-frame';
import { FictionalMark, MemberPhoto, SignupLink, WriteFree } from './lander-parts';
import './landers.css';
import { useLanderTheme } from './lander-theme';

/** /landers/gallery/{theme?}: one member large, the others as thumbnails that bring them to the front. */
export function GalleryLander({ profiles, slug }: { profiles: ProfileCard[]; slug?: string }) {
  const { t } = useLingui();
  const theme = useLanderTheme(slug);
  const withPhoto = profiles.filter((profile) => profile.photo).slice(0, 10);
  const [shown, setShown] = useState(0);
  const current = withPhoto[shown];
  return (
    <PageFrame title={theme ? t`Gallery: ${theme}` : t`The gallery of new members`}>
      <div className="lander">
        <p className="lead"><Trans>Browse the photos of members who joined recently, and write to the one you like.</Trans></p>
        {current && (
          <figure className="gallery-stage">
            <MemberPhoto profile={current} priority="first" size={480} />
            <figcaption>
              {/* One line: the caption lays out each child as a row of its own, a bare " · town" too. */}
              <span><strong>{current.name}, {current.age}</strong>{current.city ? ` · ${current.city}` : ''}</span>
              <FictionalMark profile={current} />
              <WriteFree profile={current} />
            </figcaption>
          </figure>
        )}
        <ul className="gallery-thumbs" role="list" aria-label={t`More members`}>
          {withPhoto.map(({ id, name, photo }, index) => (
            <li key={id}>
              <button type="button" aria-pressed={index === shown} onClick={() => setShown(index)} aria-label={t`Show ${name}`}>
                <img src={photo!.thumb} alt="" width="72" height="72" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
        <SignupLink />
      </div>
    </PageFrame>
  );
}
