import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { userAtom } from '../../atoms/auth';
import { logoutAtom } from '../../atoms/logout';
import { MenuButton } from '../../components/menu-button';

/** My profile, settings (the notifications page) and logout (docs/product/screens.md#account-menu). */
export function AccountMenu() {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  if (!user) return null;

  return (
    <MenuButton label={t`Account menu`} buttonContent={<span className="avatar-initial">{user.profile.name.slice(0, 1)}</span>}>
      <ul role="list">
        <li><Link to="/profile"><Trans>My profile</Trans></Link></li>
        <li><Link to="/notifications"><Trans>Settings</Trans></Link></li>
        <li>
          <button type="button" onClick={() => void logout().then(() => navigate({ to: '/' }))}>
            <Trans>Log out</Trans>
          </button>
        </li>
      </ul>
    </MenuButton>
  );
}
