import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import type { ProfileCard } from '../../../common/api/profiles';
import { fictionalMarkingAtom } from '../../atoms/settings';
import { keepFirstMessageAtom, loadFirstMessageAtom } from '../../atoms/signup';
import { FictionalNotice } from '../../components/fictional-notice';
import { OfflineNotice } from '../../components/offline-notice';
import { PageFrame } from '../../components/page-frame';
import { MemberPhoto, MemberTiles, SignupLink, WriteFree } from './lander-parts';
import './landers.css';
import { useLanderTheme } from './lander-theme';

/**
 * The profile landers (docs/product/screens.md#landers: /members/{id}/landing, landing2, landing3): one member up front, and a
 * free first message to them (as /members/{id}/signup, where every one of these leads).
 */

interface Props {
  profile: ProfileCard;
  others: ProfileCard[];
  slug?: string;
}

/** The member, with the full fictional warning where it applies: this page is about them. */
function Featured({ profile, size = 320 }: { profile: ProfileCard; size?: number }) {
  const fictional = useAtomValue(fictionalMarkingAtom);
  return (
    <figure className="featured-member">
      <MemberPhoto profile={profile} size={size} priority="first" />
      <figcaption>
        <strong>{profile.name}, {profile.age}</strong>{profile.city ? ` · ${profile.city}` : ''}
        {profile.fictional && fictional && <FictionalNotice {...fictional} />}
      </figcaption>
    </figure>
  );
}

/**
 * A profile lander offline, for a member this device never had: said so (the member shows once the
 * device is back online), with the way to signup and the newest members it has.
 */
export function ProfileLanderOffline({ others }: { others: ProfileCard[] }) {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Singles who joined recently`}>
      <div className="lander">
        <OfflineNotice><Trans>You are offline. This member's profile will show when you are back online.</Trans></OfflineNotice>
        <SignupLink />
        <MemberTiles profiles={others} count={8} leading />
      </div>
    </PageFrame>
  );
}

/** /members/{id}/landing: the member large, and the way to write to them. */
export function ProfileLanding({ profile, others }: Props) {
  const { t } = useLingui();
  const { name } = profile;
  return (
    <PageFrame title={t`Meet ${name}`}>
      <div className="lander profile-lander">
        <Featured profile={profile} />
        <div>
          <p className="lead"><Trans>Your first message to {name} is free. Sign up and send it now.</Trans></p>
          <WriteFree profile={profile} />
        </div>
      </div>
      <h2><Trans>Other singles who joined recently</Trans></h2>
      <MemberTiles profiles={others} count={4} />
    </PageFrame>
  );
}

/**
 * /members/{id}/landing2/{theme?}: the first message written right here. It is kept as the signup
 * form's draft, so the signup page opens with it, and nothing the visitor wrote is lost.
 */
export function ProfileLanding2({ profile, slug }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { name } = profile;
  const theme = useLanderTheme(slug);
  const [message, setMessage] = useState('');
  const loadFirstMessage = useSetAtom(loadFirstMessageAtom);
  const keepFirstMessage = useSetAtom(keepFirstMessageAtom);
  useEffect(() => {
    void loadFirstMessage().then((kept) => setMessage((typed) => typed || kept));
  }, [loadFirstMessage]);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    await keepFirstMessage(message);
    await navigate({ to: '/members/$id/signup', params: { id: String(profile.id) } });
  };
  return (
    <PageFrame title={theme ? t`${name} · ${theme}` : t`Write to ${name}`}>
      <div className="lander profile-lander">
        <Featured profile={profile} size={240} />
        <form className="lander-message" onSubmit={(event) => void send(event)}>
          <label htmlFor="lander-message"><Trans>Your first message to {name}, for free</Trans></label>
          <textarea id="lander-message" rows={4} required value={message} onChange={(event) => setMessage(event.target.value)}
            placeholder={t`Hi ${name}, …`} />
          <button type="submit" className="button button-primary"><Trans>Send and sign up</Trans></button>
          <p className="form-hint"><Trans>Your message is sent as soon as your account is confirmed.</Trans></p>
        </form>
      </div>
    </PageFrame>
  );
}

/** /members/{id}/landing3/{theme?}: the member among others, each one a free first message away. */
export function ProfileLanding3({ profile, others, slug }: Props) {
  const { t } = useLingui();
  const { name } = profile;
  const theme = useLanderTheme(slug);
  return (
    <PageFrame title={theme ? t`${name} and other singles: ${theme}` : t`${name} and other singles`}>
      <div className="lander profile-lander">
        <Featured profile={profile} />
        <div>
          <p className="lead"><Trans>{name} is one of the members who joined recently. Write to {name} or to any of the others: your first message is free.</Trans></p>
          <WriteFree profile={profile} />
        </div>
      </div>
      <h2><Trans>Other singles who joined recently</Trans></h2>
      <MemberTiles profiles={others} count={8} />
    </PageFrame>
  );
}
