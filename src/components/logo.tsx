import { Link } from '@tanstack/react-router';

/** The brand mark; `to` differs: members when logged in, home otherwise. */
export function Logo({ to, label }: { to: '/' | '/members'; label: string }) {
  return (
    <Link to={to} className="logo" aria-label={label}>
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span aria-hidden="true">Amora</span>
    </Link>
  );
}
