import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useMatchRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { loggedInAtom, userAtom } from '../../atoms/auth';
import { creditsBadgeAtom, newLikesAtom, newLikesBadgeTextAtom, unreadBadgeTextAtom, unreadMessagesAtom } from '../../atoms/badges';
import { Badge } from '../../components/badge';
import { Logo } from '../../components/logo';
import { AccountMenu } from './account-menu';
import { BackButton } from './back-button';
import { LanguageMenu } from './language-menu';
import { useRouteName } from '../../components/use-route-name';

/** The top navigation of the default layout, logged-out and logged-in (docs/product/screens.md#top-navigation). */
export function TopNav() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(loggedInAtom);
  const routeName = useRouteName();
  // The dropdowns would lead away from a signup that is not finished yet.
  const showMenus = routeName !== 'complete-signup';

  return (
    <header className="top-nav">
      <nav aria-label={t`Main`}>
        <BackButton />
        <Logo to={loggedIn ? '/members' : '/'} label={t`Amora home`} />
        {loggedIn ? <MemberLinks /> : (
          <Link to="/members" className="button button-primary nav-login">
            <Trans>Log in</Trans>
          </Link>
        )}
        {showMenus && <LanguageMenu />}
        {showMenus && loggedIn && <AccountMenu />}
      </nav>
    </header>
  );
}

function MemberLinks() {
  const user = useAtomValue(userAtom);
  const unreadCount = useAtomValue(unreadMessagesAtom);
  const unread = useAtomValue(unreadBadgeTextAtom);
  const newLikesCount = useAtomValue(newLikesAtom);
  const newLikes = useAtomValue(newLikesBadgeTextAtom);
  const creditsBadge = useAtomValue(creditsBadgeAtom);
  const credits = user?.credits ?? 0;
  // The repeat order lies under /credits but is a tab of its own: one tab is the page on screen.
  const onRepeatOrder = Boolean(useMatchRoute()({ to: '/credits/repeat-order' }));

  return (
    <ul className="nav-links" role="list">
      <li><Link to="/members" className="nav-search"><Trans>Search</Trans></Link></li>
      <li>
        <Link to="/chats" className="nav-messages"><Trans>Messages</Trans></Link>
        <Badge text={unread}><Plural value={unreadCount} one="unread message" other="unread messages" /></Badge>
      </li>
      <li>
        <Link to="/likes" className="nav-likes"><Trans>Likes</Trans></Link>
        <Badge text={newLikes}><Plural value={newLikesCount} one="new like" other="new likes" /></Badge>
      </li>
      {user?.paid_user ? (
        <>
          <li>
            <Link to="/credits" className="nav-credits" activeOptions={{ exact: onRepeatOrder }}><Trans>Credits</Trans></Link>
            {creditsBadge && (
              <Badge text={String(credits)} tone={creditsBadge}><Plural value={credits} one="credit left" other="credits left" /></Badge>
            )}
          </li>
          <li><Link to="/credits/repeat-order" className="nav-repeat"><Trans>Repeat order</Trans></Link></li>
        </>
      ) : (
        <li><Link to="/premium" className="nav-premium"><Trans>Get premium</Trans></Link></li>
      )}
    </ul>
  );
}
