import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type MouseEvent } from 'react';
import type { ProfileCard } from '../../common/api/profiles';
import { FictionalNotice } from './fictional-notice';
import type { FictionalMarking } from './profile-card';
import './like-overlay.css';

interface Props {
  profile: ProfileCard;
  /** The like made a match: the overlay says so. */
  match: boolean;
  fictional: FictionalMarking;
  /** The one action button; what it says and does is the parent's. */
  buttonLabel: string;
  onImagePressed: (profileId: number) => void;
  onButtonPressed: (profileId: number) => void;
  onClose: () => void;
}

/**
 * The new like / match overlay (docs/product/screens.md#new-like-and-match-overlay), full screen: a thumbs-up, 'New like!' (or that it is a
 * match), the liker's main photo and one button. A click anywhere else, or Escape, closes it; the
 * photo and the button tell the parent and leave closing to it. A fictional profile carries its marker.
 */
export function LikeOverlay({ profile, match, fictional, buttonLabel, onImagePressed, onButtonPressed, onClose }: Props) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const { name } = profile;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const own = (handler: (id: number) => void) => (event: MouseEvent) => {
    event.stopPropagation();
    handler(profile.id);
  };

  return (
    <dialog
      ref={dialog}
      className="like-overlay"
      aria-labelledby="like-overlay-title"
      onClick={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <svg className="like-overlay-thumb" viewBox="0 0 24 24" width="64" height="64" aria-hidden="true">
        <path fill="currentColor" d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z" />
      </svg>
      <h2 id="like-overlay-title">{match ? <Trans>It's a match!</Trans> : <Trans>New like!</Trans>}</h2>
      <p className="like-overlay-who">
        {match ? <Trans>You and {name} like each other.</Trans> : <Trans>{name} likes you.</Trans>}
      </p>
      <button type="button" className="like-overlay-photo" aria-label={t`Open the profile of ${name}`} onClick={own(onImagePressed)}>
        {profile.photo
          ? <img src={profile.photo.card} alt="" width="240" height="240" />
          : <span className="photo-placeholder" />}
      </button>
      <p className="like-overlay-name">{name}, {profile.age}</p>
      {profile.fictional && <FictionalNotice {...fictional} compact />}
      <button type="button" className="button button-primary" autoFocus onClick={own(onButtonPressed)}>{buttonLabel}</button>
      <p className="like-overlay-hint"><Trans>Tap anywhere to close</Trans></p>
    </dialog>
  );
}
