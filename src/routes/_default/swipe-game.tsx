import { createFileRoute } from '@tanstack/react-router';
import { SwipeGame } from '../../features/swipe-game/swipe-game';
import { loginIfLoggedOut } from '../-lib/guards';

export const Route = createFileRoute('/_default/swipe-game')({ beforeLoad: loginIfLoggedOut, component: SwipeGame });
