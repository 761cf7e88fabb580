import { createFileRoute } from '@tanstack/react-router';
import { BanPage } from '../../../features/pages/ban-page';
import { pageTextsReady } from '../../../features/pages/page-texts';

export const Route = createFileRoute('/_default/pages/ban')({ loader: () => pageTextsReady, component: BanPage });
