import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../../features/pages/privacy-page';
import { pageTextsReady } from '../../../features/pages/page-texts';

export const Route = createFileRoute('/_default/pages/privacy')({ loader: () => pageTextsReady, component: PrivacyPage });
