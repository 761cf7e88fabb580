import { createFileRoute } from '@tanstack/react-router';
import { LanguagePage } from '../../features/layout/language-page';

export const Route = createFileRoute('/_default/lang-config')({ component: LanguagePage });
