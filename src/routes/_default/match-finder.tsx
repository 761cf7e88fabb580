import { createFileRoute } from '@tanstack/react-router';
import { MatchFinder } from '../../features/match-finder/match-finder';
import { loginIfLoggedOut } from '../-lib/guards';

export const Route = createFileRoute('/_default/match-finder')({
  beforeLoad: loginIfLoggedOut,
  component: MatchFinder,
});
