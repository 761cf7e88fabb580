import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../../features/notifications/unsubscribe-page';

export const Route = createFileRoute('/_default/unsubscribe')({ component: UnsubscribePage });
