import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/pages/faq')({
  component: () => <PendingPage title={msg`Frequently asked questions`} note={msg`Answers to the questions members ask most.`} />,
});
