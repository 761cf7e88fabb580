import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { Match } from '../../../common/api/members';
import { loadMatchesAtom } from '../../atoms/members';
import { fictionalMarkingAtom } from '../../atoms/settings';
import { PageFrame } from '../../components/page-frame';
import { ProfileGrid } from '../../components/profile-grid';
import { useProblemText } from '../../i18n/problem-text';
import { INTEREST_LABELS } from '../../i18n/profile-labels';

/** Members who suit the member, best first, each with one line on why. */
export function MatchFinder() {
  const { t } = useLingui();
  const { errorText } = useProblemText();
  const fictional = useAtomValue(fictionalMarkingAtom);
  const loadMatches = useSetAtom(loadMatchesAtom);
  const [matches, setMatches] = useState<Match[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    loadMatches().then(setMatches, setError);
  }, [loadMatches]);

  const reasons = new Map(matches?.map((m) => [m.profile.id, m.reason]));
  return (
    <PageFrame title={t`Match finder`}>
      <p className="lead"><Trans>Members who are looking for someone like you, best matches first.</Trans></p>
      {error !== null && <p className="form-error" role="alert">{errorText(error)}</p>}
      {matches === null && error === null && <p role="status"><Trans>Looking for your matches…</Trans></p>}
      {matches?.length === 0 && <p className="notice"><Trans>No matches yet. Add interests to your profile and come back soon.</Trans></p>}
      {matches && (
        <ProfileGrid profiles={matches.map((m) => m.profile)} fictional={fictional} note={(profile) => <MatchReason reason={reasons.get(profile.id)!} />} leading heading="h2" />
      )}
    </PageFrame>
  );
}

function MatchReason({ reason }: { reason: Match['reason'] }) {
  const { t, i18n } = useLingui();
  const list = new Intl.ListFormat(i18n.locale, { type: 'conjunction' });
  const interests = list.format(reason.shared_interests.slice(0, 3).map((interest) => i18n._(INTEREST_LABELS[interest])));
  const region = reason.region;
  let line: string;
  if (interests && region) line = t`Shared interests: ${interests}. Lives in ${region} too.`;
  else if (interests) line = t`Shared interests: ${interests}.`;
  else if (region) line = t`Lives in ${region}, like you.`;
  else line = t`Looking for someone like you, and of your age.`;
  return <p className="match-reason">{line}</p>;
}
