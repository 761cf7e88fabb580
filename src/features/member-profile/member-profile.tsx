import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { MemberProfile as Profile } from '../../../common/api/members';
import { cardOfProfile } from '../../../common/rules/cards';
import type { BodyType, EyeColor, HairColor, RelationshipStatus, Sexuality } from '../../../common/enums';
import { loggedInAtom } from '../../atoms/auth';
import { blockAtom, unblockAtom } from '../../atoms/blocks';
import { likeSeenAtom } from '../../atoms/likes';
import { refreshMemberAtom, servedMember, setLikeAtom } from '../../atoms/members';
import { fictionalMarkingAtom } from '../../atoms/settings';
import { openSignupAtom } from '../../atoms/signup';
import { FictionalNotice } from '../../components/fictional-notice';
import { PageFrame } from '../../components/page-frame';
import { ProfileGrid } from '../../components/profile-grid';
import { storedMember } from '../../db/members';
import { useLive } from '../../db/use-live';
import { countryName } from '../../../common/country-names';
import { problemOf, useProblemText } from '../../i18n/problem-text';
import {
  BODY_TYPE_LABELS, EYE_COLOR_LABELS, HAIR_COLOR_LABELS, HIGHLIGHT_LABELS, INTEREST_LABELS, RELATIONSHIP_LABELS, SEXUALITY_LABELS,
} from '../../i18n/profile-labels';
import { PhotoGallery } from './photo-gallery';

/**
 * Another member's profile: shown from Dexie at once, refreshed from the server, shut by a block. On
 * a page the server served, its first render shows the profile the page holds, before Dexie opens.
 */
export function MemberProfile({ id }: { id: number }) {
  const { t } = useLingui();
  const { errorText } = useProblemText();
  const [served] = useState(() => servedMember(id));
  const stored = useLive((database) => storedMember(database, id), [id]);
  const profile = stored ?? (served?.id === id ? served : undefined);
  const refreshMember = useSetAtom(refreshMemberAtom);
  const [reload, setReload] = useState(0);
  const [failure, setFailure] = useState<{ attempt: number; error: unknown } | null>(null);
  // A failure belongs to one attempt; the next attempt starts clean.
  const error = failure?.attempt === reload ? failure.error : null;

  useEffect(() => {
    refreshMember(id).catch((caught: unknown) => setFailure({ attempt: reload, error: caught }));
  }, [id, reload, refreshMember]);

  // Opening a liker's profile makes the like seen: the server as it answers, the badge at once (docs/product/states.md#likes).
  const likeSeen = useSetAtom(likeSeenAtom);
  useEffect(() => {
    void likeSeen(id);
  }, [id, likeSeen]);

  const { code: problem, params } = problemOf(error) ?? { code: null, params: {} };
  if (problem === 'blocked_by' || problem === 'blocked_member' || problem === 'profile_unknown') {
    return (
      <PageFrame title={problem === 'profile_unknown' ? t`Profile` : String(params.name ?? t`Profile`)}>
        <p className="notice" role="alert">{errorText(error)}</p>
        {problem === 'blocked_member' && <UnblockButton id={id} onDone={() => setReload((n) => n + 1)} />}
        <p><Link to="/members"><Trans>Back to search</Trans></Link></p>
      </PageFrame>
    );
  }
  if (!profile) {
    return (
      <PageFrame title={t`Profile`}>
        {error !== null ? <p className="form-error" role="alert">{errorText(error)}</p> : <p role="status"><Trans>Loading…</Trans></p>}
      </PageFrame>
    );
  }
  return <ProfileView profile={profile} onBlocked={() => setReload((n) => n + 1)} />;
}

function ProfileView({ profile, onBlocked }: { profile: Profile; onBlocked: () => void }) {
  const { t, i18n } = useLingui();
  const loggedIn = useAtomValue(loggedInAtom);
  const fictional = useAtomValue(fictionalMarkingAtom);
  const openSignup = useSetAtom(openSignupAtom);
  const place = [profile.city, profile.region?.name, countryName(i18n.locale, profile.country.code)].filter(Boolean).join(', ');
  const { name } = profile;

  return (
    <PageFrame title={t`${name}, ${profile.age}`}>
      <p className="profile-place">{place}</p>
      {profile.fictional && fictional && <FictionalNotice {...fictional} />}
      <div className="profile-layout">
        <PhotoGallery name={name} photos={profile.photos} loggedIn={loggedIn} onSignup={openSignup} />
        <div className="profile-details">
          {loggedIn ? (
            <p className="actions">
              <Link to="/members/$id/chat" params={{ id: String(profile.id) }} className="button button-primary"><Trans>Send a message</Trans></Link>
              <LikeButton profile={profile} />
              {/* Gifts are chosen and sent in the conversation. */}
              <Link to="/members/$id/chat" params={{ id: String(profile.id) }} className="button"><Trans>Send a gift</Trans></Link>
              <BlockButton id={profile.id} name={name} onDone={onBlocked} />
            </p>
          ) : (
            // Visitors must log in to chat, like or send a gift (docs/product/roles.md#visitors): each button opens signup.
            <p className="actions">
              <button type="button" className="button button-primary" onClick={openSignup}><Trans>Send a message</Trans></button>
              <button type="button" className="button" onClick={openSignup}><Trans>Like</Trans></button>
              <button type="button" className="button" onClick={openSignup}><Trans>Send a gift</Trans></button>
            </p>
          )}
          {profile.match && <p className="notice" role="status"><Trans>It's a match: you like each other.</Trans></p>}
          <p className="profile-report">
            <Link to="/complaints" search={{ profile: profile.id }}><Trans>Report this profile</Trans></Link>
          </p>
          {profile.highlights.length > 0 && (
            <dl className="highlights">
              {profile.highlights.map(({ field, value }) => (
                <div key={field}>
                  <dt>{i18n._(HIGHLIGHT_LABELS[field])}</dt>
                  <dd>{highlightValue(i18n, field, value)}</dd>
                </div>
              ))}
            </dl>
          )}
          {profile.about_me && (
            <section aria-labelledby="about-member">
              <h2 id="about-member"><Trans>About {name}</Trans></h2>
              <p className="about-text">{profile.about_me}</p>
            </section>
          )}
          {profile.interests.length > 0 && (
            <section aria-labelledby="member-interests">
              <h2 id="member-interests"><Trans>Interests</Trans></h2>
              <ul className="chips">{profile.interests.map((interest) => <li key={interest}>{i18n._(INTEREST_LABELS[interest])}</li>)}</ul>
            </section>
          )}
        </div>
      </div>
      {profile.related.length > 0 && (
        <section aria-labelledby="related-members">
          <h2 id="related-members"><Trans>Members near {name}</Trans></h2>
          <ProfileGrid profiles={profile.related} fictional={fictional} />
        </section>
      )}
      {profile.similar.length > 0 && (
        <section aria-labelledby="similar-members">
          <h2 id="similar-members"><Trans>Similar members</Trans></h2>
          <ProfileGrid profiles={profile.similar} fictional={fictional} />
        </section>
      )}
    </PageFrame>
  );
}

function highlightValue(i18n: I18n, field: Profile['highlights'][number]['field'], value: string): string {
  switch (field) {
    case 'relationship_status': return i18n._(RELATIONSHIP_LABELS[value as RelationshipStatus]);
    case 'body_type': return i18n._(BODY_TYPE_LABELS[value as BodyType]);
    case 'hair_color': return i18n._(HAIR_COLOR_LABELS[value as HairColor]);
    case 'eye_color': return i18n._(EYE_COLOR_LABELS[value as EyeColor]);
    case 'sexuality': return i18n._(SEXUALITY_LABELS[value as Sexuality]);
    case 'tattoos': return value === 'yes' ? i18n._(msg`Yes`) : i18n._(msg`No`);
  }
}

function LikeButton({ profile }: { profile: Profile }) {
  const { liked } = profile;
  const { errorText } = useProblemText();
  const setLike = useSetAtom(setLikeAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const press = async () => {
    setBusy(true);
    setError(null);
    try {
      await setLike({ profile: cardOfProfile(profile), like: !liked });
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="button" disabled={busy} onClick={() => void press()}>
        {liked ? <Trans>Unlike</Trans> : <Trans>Like</Trans>}
      </button>
      {error !== null && <span className="form-error" role="alert">{errorText(error)}</span>}
    </>
  );
}

function BlockButton({ id, name, onDone }: { id: number; name: string; onDone: () => void }) {
  const { t } = useLingui();
  const { errorText } = useProblemText();
  const block = useSetAtom(blockAtom);
  const [error, setError] = useState<unknown>(null);
  const confirmAndBlock = async () => {
    if (!window.confirm(t`Block ${name}? You will no longer see each other, and ${name} cannot contact you.`)) return;
    try {
      await block(id);
      onDone();
    } catch (caught) {
      setError(caught);
    }
  };
  return (
    <>
      <button type="button" className="button" onClick={() => void confirmAndBlock()}><Trans>Block</Trans></button>
      {error !== null && <span className="form-error" role="alert">{errorText(error)}</span>}
    </>
  );
}

function UnblockButton({ id, onDone }: { id: number; onDone: () => void }) {
  const { errorText } = useProblemText();
  const unblock = useSetAtom(unblockAtom);
  const [error, setError] = useState<unknown>(null);
  return (
    <p className="actions">
      <button type="button" className="button" onClick={() => unblock(id).then(onDone, setError)}><Trans>Unblock</Trans></button>
      {error !== null && <span className="form-error" role="alert">{errorText(error)}</span>}
    </p>
  );
}
