import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';

export const Route = createFileRoute('/_lander/landers/whoneedsstrings')({
  component: () => <PendingPage title={msg`Meet singles near you`} note={msg`Sign up for free and start chatting today.`} />,
});
