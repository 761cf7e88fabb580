import { useRouterState } from '@tanstack/react-router';
import { matchRoute, type RouteName } from '../../common/routes';

/** The spec's name of the route on screen (members-id, likes-type …), or null on a 404. */
export function useRouteName(): RouteName | null {
  return useRouterState({ select: (s) => matchRoute(s.location.pathname) });
}
