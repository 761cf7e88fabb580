import { createFileRoute } from '@tanstack/react-router';
import { ReturnPolicyPage } from '../../../features/pages/return-policy-page';
import { pageTextsReady } from '../../../features/pages/page-texts';

export const Route = createFileRoute('/_default/pages/return-policy')({ loader: () => pageTextsReady, component: ReturnPolicyPage });
