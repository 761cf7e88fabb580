import { useLingui } from '@lingui/react/macro';
import { Logo } from '../../components/logo';

/** The lander layout's simple navbar: the logo only, so nothing distracts from signing up. */
export function LanderNavbar() {
  const { t } = useLingui();
  return (
    <header className="lander-nav">
      <Logo to="/" label={t`Amora home`} />
    </header>
  );
}
