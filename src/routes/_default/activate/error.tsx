import { createFileRoute } from '@tanstack/react-router';
import { ActivationFailed } from '../../../features/activation/activation-failed';

export const Route = createFileRoute('/_default/activate/error')({ component: ActivationFailed });
