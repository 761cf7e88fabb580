import { createFileRoute } from '@tanstack/react-router';
import { LikesOverview } from '../../../features/likes/likes-overview';
import { loginIfLoggedOut } from '../../-lib/guards';

export const Route = createFileRoute('/_default/likes/')({ beforeLoad: loginIfLoggedOut, component: LikesOverview });
