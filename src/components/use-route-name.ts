import { useRouterState } from '@tanstack/react-router';
import { matchRoute, type RouteName } from '../../common/routes';

/** The name of the route on screen, as docs/product/screens.md#route-table gives it (members-id, likes-type …), or null on a 404. */
export function useRouteName(): RouteName | null {
  return useRouterState({ select: (s) => matchRoute(s.location.pathname) });
}
