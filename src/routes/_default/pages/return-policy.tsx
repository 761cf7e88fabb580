import { createFileRoute } from '@tanstack/react-router';
import { ReturnPolicyPage } from '../../../features/pages/return-policy-page';

export const Route = createFileRoute('/_default/pages/return-policy')({ component: ReturnPolicyPage });
