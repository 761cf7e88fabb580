import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../components/page-frame';

export const Route = createFileRoute('/_default/signup')({
  component: () => <PendingPage title={msg`Sign up`} note={msg`Create your free account here in less than a minute.`} />,
});
