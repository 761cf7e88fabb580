import { createFileRoute } from '@tanstack/react-router';
import { CookiesPage } from '../../../features/pages/cookies-page';
import { pageTextsReady } from '../../../features/pages/page-texts';

export const Route = createFileRoute('/_default/pages/cookies')({ loader: () => pageTextsReady, component: CookiesPage });
