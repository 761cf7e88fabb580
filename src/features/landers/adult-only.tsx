import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ProfileCard } from '../../../common/api/profiles';
import { MIN_AGE } from '../../../common/constants';
import { PageFrame } from '../../components/page-frame';
import { MemberTiles, SignupLink } from './lander-parts';
import './landers.css';

/**
 * /landers/adultonly: dating for adults, behind an age question. The members show only after the
 * visitor says they are of age; the signup asks the date of birth again, and that one counts.
 */
export function AdultOnlyLander({ profiles }: { profiles: ProfileCard[] }) {
  const { t } = useLingui();
  const [answer, setAnswer] = useState<'adult' | 'minor' | null>(null);
  return (
    <PageFrame title={t`Dating for adults only`}>
      <div className="lander lander-adult">
        {answer === null && (
          <section className="age-question" aria-labelledby="age-question">
            <h2 id="age-question"><Trans>Are you {MIN_AGE} or older?</Trans></h2>
            <p><Trans>This site is for adults. Members here are looking for dates, flirts and more.</Trans></p>
            <p className="actions">
              <button type="button" className="button button-primary" onClick={() => setAnswer('adult')}><Trans>Yes, I am {MIN_AGE} or older</Trans></button>
              <button type="button" className="button" onClick={() => setAnswer('minor')}><Trans>No</Trans></button>
            </p>
          </section>
        )}
        {answer === 'minor' && (
          <p className="notice" role="status"><Trans>Sorry, you must be {MIN_AGE} or older to use this site.</Trans></p>
        )}
        {answer === 'adult' && (
          <>
            <p className="lead"><Trans>Grown-ups who know what they want. Sign up for free, see who is near you and start chatting.</Trans></p>
            <SignupLink />
            <MemberTiles profiles={profiles} count={8} />
          </>
        )}
      </div>
    </PageFrame>
  );
}
