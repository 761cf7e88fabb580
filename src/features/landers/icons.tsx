import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ProfileCard } from '../../../common/api/profiles';
import { PageFrame } from '../../components/page-frame';
import { MemberTiles, SignupLink } from './lander-parts';
import './landers.css';
import { useLanderTheme } from './lander-theme';

/** Line icons drawn here (24 × 24, stroke only), so the page needs no icon font or image requests. */
const ICONS: Record<string, ReactNode> = {
  search: <><circle cx="11" cy="11" r="7" /><path d="m20 20-4-4" /></>,
  heart: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />,
  chat: <path d="M4 5h16v11H9l-5 4V5Z" />,
  gift: <><rect x="4" y="9" width="16" height="11" /><path d="M12 9v11M3 9h18M12 9c-2-4-6-4-6-1s6 1 6 1Zm0 0c2-4 6-4 6-1s-6 1-6 1Z" /></>,
  shield: <path d="M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6l-7-3Z" />,
  phone: <><rect x="7" y="2" width="10" height="20" rx="2" /><path d="M11 18h2" /></>,
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="feature-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {ICONS[name]}
    </svg>
  );
}

/** /landers/iconslanding/{theme?}: what the site does, one icon each, then who is here. */
export function IconsLander({ profiles, slug }: { profiles: ProfileCard[]; slug?: string }) {
  const { t } = useLingui();
  const theme = useLanderTheme(slug);
  return (
    <PageFrame title={theme ? t`${theme}: dating made simple` : t`Dating made simple`}>
      <div className="lander">
        <ul className="feature-grid" role="list">
          <li><Icon name="search" /><h2><Trans>Search</Trans></h2><p><Trans>Find members by age and region.</Trans></p></li>
          <li><Icon name="heart" /><h2><Trans>Like</Trans></h2><p><Trans>A like both ways is a match.</Trans></p></li>
          <li><Icon name="chat" /><h2><Trans>Chat</Trans></h2><p><Trans>Write to anyone who catches your eye.</Trans></p></li>
          <li><Icon name="gift" /><h2><Trans>Gifts</Trans></h2><p><Trans>Send a gift to stand out.</Trans></p></li>
          <li><Icon name="shield" /><h2><Trans>Safety</Trans></h2><p><Trans>Block and report anyone, any time.</Trans></p></li>
          <li><Icon name="phone" /><h2><Trans>Anywhere</Trans></h2><p><Trans>Install the app on your phone, with notifications.</Trans></p></li>
        </ul>
        <SignupLink />
        <h2><Trans>Singles who joined recently</Trans></h2>
        <MemberTiles profiles={profiles} count={4} />
      </div>
    </PageFrame>
  );
}
