import { createFileRoute } from '@tanstack/react-router';
import { ServicePage } from '../../../features/pages/service-page';

export const Route = createFileRoute('/_default/pages/service')({ component: ServicePage });
