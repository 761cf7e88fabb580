import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import type { ProfileCard } from '../../../common/api/profiles';
import { fictionalMarkingAtom } from '../../atoms/settings';
import { FictionalNotice } from '../../components/fictional-notice';
import type { PhotoPriority } from '../../components/profile-card';

/**
 * What the landers share: the way to signup and a member's tile. Every way out of a lander leads to
 * signup; the traffic source the visitor came with was kept on arrival (src/app/tracking.ts), so the
 * signup sends it whichever way the visitor goes.
 */

/** The lander's call to action: the signup page (the lander layout has no signup modal). */
export function SignupLink({ children, className = 'button button-primary lander-cta' }: { children?: ReactNode; className?: string }) {
  return (
    <Link to="/signup" className={className}>
      {children ?? <Trans>Sign up for free</Trans>}
    </Link>
  );
}

/** Signup with a free first message to this member (as /members/{id}/signup). */
export function WriteToLink({ profile, className, children }: { profile: ProfileCard; className?: string; children: ReactNode }) {
  return (
    <Link to="/members/$id/signup" params={{ id: String(profile.id) }} className={className}>
      {children}
    </Link>
  );
}

/** The button-like way to write to one member: "Write to Anna for free". */
export function WriteFree({ profile }: { profile: ProfileCard }) {
  const { name } = profile;
  return (
    <WriteToLink profile={profile} className="button button-primary">
      <Trans>Write to {name} for free</Trans>
    </WriteToLink>
  );
}

/** The compact fictional marker, on every lander that shows a member (docs/product/screens.md#landers). */
export function FictionalMark({ profile }: { profile: ProfileCard }) {
  const fictional = useAtomValue(fictionalMarkingAtom);
  return profile.fictional && fictional ? <FictionalNotice {...fictional} compact /> : null;
}

/** A member as a tile: the photo and who they are; a tap is signup with a free first message to them. */
export function MemberTile({ profile, priority, className = 'lander-tile' }: { profile: ProfileCard; priority?: PhotoPriority; className?: string }) {
  const { name, age, city } = profile;
  return (
    <article className={className}>
      <WriteToLink profile={profile}>
        <MemberPhoto profile={profile} priority={priority} />
        <h3 className="lander-tile-name">{name}, {age}</h3>
      </WriteToLink>
      {city && <p className="lander-tile-place">{city}</p>}
      <FictionalMark profile={profile} />
    </article>
  );
}

/**
 * A member's photo (a neutral shape without one): `first` for the largest photo a lander paints (its
 * LCP), `eager` for the others a phone shows before scrolling.
 */
export function MemberPhoto({ profile, priority = 'lazy', size = 240 }: { profile: ProfileCard; priority?: PhotoPriority; size?: number }) {
  return profile.photo
    ? <img className="member-photo" src={profile.photo.card} alt="" width={size} height={size} loading={priority === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={priority === 'first' ? 'high' : 'auto'} decoding="async" />
    : <span className="member-photo photo-placeholder" aria-hidden="true" />;
}

/** The first `count` members, the first photo loading first: what a lander shows above the fold. */
export function MemberTiles({ profiles, count, leading = false }: { profiles: ProfileCard[]; count: number; leading?: boolean }) {
  return (
    <div className="lander-tiles">
      {profiles.slice(0, count).map((profile, index) => (
        <MemberTile key={profile.id} profile={profile} priority={!leading ? 'lazy' : index === 0 ? 'first' : index < 4 ? 'eager' : 'lazy'} />
      ))}
    </div>
  );
}

/** Whether the visitor asked for less motion: moving landers then start still (WCAG 2.3.3). */
export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Pauses and plays a lander's moving part (WCAG 2.2.2: moving content can be paused). */
export function PlayPause({ playing, onChange }: { playing: boolean; onChange: (playing: boolean) => void }) {
  return (
    <button type="button" className="button" onClick={() => onChange(!playing)}>
      {playing ? <Trans>Pause</Trans> : <Trans>Play</Trans>}
    </button>
  );
}
