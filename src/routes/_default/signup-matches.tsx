import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../components/page-frame';

export const Route = createFileRoute('/_default/signup-matches')({
  component: () => <PendingPage title={msg`Sign up and meet your matches`} note={msg`Create your account and see the members who match you.`} />,
});
