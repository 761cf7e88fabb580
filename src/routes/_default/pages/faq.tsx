import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../../features/pages/faq-page';
import { pageTextsReady } from '../../../features/pages/page-texts';

export const Route = createFileRoute('/_default/pages/faq')({ loader: () => pageTextsReady, component: FaqPage });
