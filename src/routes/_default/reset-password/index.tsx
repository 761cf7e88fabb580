import { createFileRoute } from '@tanstack/react-router';
import { RequestPasswordReset } from '../../../features/account/request-password-reset';

export const Route = createFileRoute('/_default/reset-password/')({ component: RequestPasswordReset });
