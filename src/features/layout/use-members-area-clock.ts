import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { MEMBERS_AREA, type RouteName } from '../../../common/routes';
import { membersAreaSinceAtom } from '../../atoms/discounts';

/** Notes when a member enters the members area and forgets it when they leave (membersAreaSinceAtom). */
export function useMembersAreaClock(loggedIn: boolean, route: RouteName | null) {
  const setSince = useSetAtom(membersAreaSinceAtom);
  const inside = loggedIn && route !== null && MEMBERS_AREA.includes(route);
  useEffect(() => setSince(inside ? Date.now() : null), [inside, setSince]);
}
